import { Body1, Button, Field, Link, SearchBox, Select, makeStyles, tokens } from '@fluentui/react-components';
import { markFaqQuery, type Category, type FaqFinder, type LiveData } from '@madoguchi/shared/data';
import { useFaqHits } from '../../lib/useFaqHits';
import { EmptyState, ErrorState, JAPANESE_SEARCHBOX, LoadingState } from '@madoguchi/shared/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@madoguchi/shared/router';
import { FaqNearMisses } from './FaqNearMisses';
import { FaqResultList } from './FaqResultList';
import { useResultsPaintedMark } from './useResultsPaintedMark';
import type { FaqParams, FaqParamsUpdate } from './useFaqParams';
import { useSearchMissLog } from './useSearchMissLog';

/** Entries shown at first and added by each "さらに表示". */
const PAGE = 10;
/**
 * The URL follows the box once typing pauses this long, or when the box loses focus (to a result, a
 * filter or a tab). Writing it on every keystroke re-rendered every route on the page while the
 * results were on their way.
 */
export const URL_SETTLE_MS = 400;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  controls: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  search: { flexGrow: 1, minWidth: '240px', maxWidth: '560px' },
  searchBox: { width: '100%', maxWidth: 'none' },
  more: { alignSelf: 'center' },
});

interface Props {
  tenantId: string;
  index: LiveData<FaqFinder>;
  categories: Category[];
  categoryNames: ReadonlyMap<string, string>;
  params: FaqParams;
  setParams: (update: FaqParamsUpdate, options?: { replace?: boolean }) => void;
  onOpen: (faqId: string) => void;
}

/** The reader's view: search box, category filter and the matching published entries. */
export function FaqSearch({ tenantId, index, categories, categoryNames, params, setParams, onOpen }: Props) {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  // The box keeps its own text so typing (and an IME composition) never waits for the router; the URL
  // follows it, and a query arriving from outside (a link, the tab) replaces it.
  const [text, setText] = useState(params.q);
  const [seenQ, setSeenQ] = useState(params.q);
  if (params.q !== seenQ) {
    setSeenQ(params.q);
    const ownWrite = (location.state as { fromFaqPage?: boolean } | null)?.fromFaqPage === true;
    if (!ownWrite) setText(params.q);
  }
  const [composing, setComposing] = useState(false);
  const [shown, setShown] = useState({ key: '', count: PAGE });

  const typed = text.trim();
  const faq = index.status === 'ready' ? index.data : null;
  // The search runs off the main thread: until its answer, the previous results (or the list) stay.
  const { answer, askNow } = useFaqHits(faq, typed, undefined, { nearMisses: true });
  const query = answer?.query ?? '';
  useSearchMissLog(tenantId, typed, answer?.query === typed ? answer.hits.length : null, composing);
  useResultsPaintedMark(answer);

  const listed = useMemo(() => {
    const all = answer?.hits ?? faq?.entries ?? [];
    return params.category ? all.filter((entry) => entry.categoryIds.includes(params.category)) : all;
  }, [answer, faq, params.category]);
  // Categories some visible entry belongs to, in the tenant's order.
  const filterChoices = useMemo(() => {
    const used = new Set(faq?.entries.flatMap((entry) => entry.categoryIds));
    return categories.filter((category) => used.has(category.id));
  }, [faq, categories]);

  const listKey = `${query}\u0000${params.category}`;
  const count = shown.key === listKey ? shown.count : PAGE;
  const shownEntries = useMemo(() => listed.slice(0, count), [listed, count]);
  // The memoised list gets one callback for good, which calls the latest onOpen.
  const latestOnOpen = useRef(onOpen);
  useEffect(() => {
    latestOnOpen.current = onOpen;
  });
  const openEntry = useCallback((id: string) => latestOnOpen.current(id), []);

  const onText = (value: string) => {
    const next = value.trim();
    if (next && next !== typed) markFaqQuery(next);
    askNow(next);
    setText(value);
  };
  const writeQuery = () => {
    if (text !== params.q) setParams({ q: text }, { replace: true });
  };
  useEffect(() => {
    if (text === params.q) return undefined;
    const timer = setTimeout(() => setParams({ q: text }, { replace: true }), URL_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, params.q, setParams]);

  const results = () => {
    if (index.status === 'loading') return <LoadingState label="よくある質問を読み込んでいます…" />;
    if (index.status === 'error') return <ErrorState message={index.message} />;
    if (faq?.entries.length === 0) {
      return <EmptyState title="よくある質問はまだありません">公開されると、ここに表示されます。</EmptyState>;
    }
    if (listed.length === 0) {
      // Only when the search itself found nothing: hits that the category filter hides are no near misses.
      const nearMisses = answer?.hits.length === 0 ? answer.nearMisses : [];
      return (
        <>
          <EmptyState title={query ? `「${query}」に一致するよくある質問は見つかりませんでした` : 'このカテゴリのよくある質問はありません'}>
            {query ? '別のことばで検索するか、' : 'ほかのカテゴリを選ぶか、'}
            <Link as="button" onClick={() => navigate(`/tenants/${encodeURIComponent(tenantId)}/inquiries`)}>
              問い合わせ
            </Link>
            てください。
          </EmptyState>
          {nearMisses.length > 0 && <FaqNearMisses misses={nearMisses} query={query} onOpen={openEntry} />}
        </>
      );
    }
    return (
      <>
        <FaqResultList
          entries={shownEntries}
          query={query}
          categoryNames={categoryNames}
          onOpen={openEntry}
          label={query ? '検索結果' : 'よくある質問の一覧'}
        />
        {listed.length > count && (
          <Button className={styles.more} onClick={() => setShown({ key: listKey, count: count + PAGE })}>
            さらに表示（残り{listed.length - count}件）
          </Button>
        )}
      </>
    );
  };

  return (
    <div className={styles.root}>
      <div className={styles.controls} role="search">
        <Field label="キーワード" className={styles.search}>
          <SearchBox
            {...JAPANESE_SEARCHBOX}
            className={styles.searchBox}
            value={text}
            placeholder="例: パスワード 再設定"
            onChange={(_, data) => onText(data.value)}
            onBlur={writeQuery}
            onCompositionStart={() => setComposing(true)}
            onCompositionEnd={() => setComposing(false)}
          />
        </Field>
        <Field label="ユーザーカテゴリ">
          <Select value={params.category} onChange={(_, data) => setParams({ q: text, category: data.value }, { replace: true })}>
            <option value="">すべて</option>
            {filterChoices.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {answer && (
        <Body1 role="status">
          「{query}」の検索結果: {listed.length}件
        </Body1>
      )}
      {results()}
    </div>
  );
}
