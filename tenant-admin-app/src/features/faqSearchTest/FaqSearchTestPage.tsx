import { Body1, Caption1, Field, Input, Select, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useFaqIndex, useLiveData, watchCategories } from '@madoguchi/shared/data';
import type { SearchExplanation } from '@madoguchi/shared/search';
import { ErrorState, LoadingState, Page, RouterLink, raisedPanel } from '@madoguchi/shared/ui';
import { useParams, useSearchParams } from '@madoguchi/shared/router';
import { useEffect, useMemo, useState } from 'react';
import { ExplainedHitList } from './ExplainedHitList';
import { splitShown } from './matchLabels';

/** Entries shown and explained per query: the FAQ page shows fewer. */
const EXPLAINED = 20;

const useStyles = makeStyles({
  controls: { ...raisedPanel, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  note: { color: tokens.colorNeutralForeground2 },
});

/**
 * FAQ検索テスト: an admin types what a user would and sees which entries the FAQ page finds, their
 * scores and why each matched (which words, readings, synonyms, typos), as all entries or as the users
 * of one category see them; entries the page leaves out for matching too little are listed apart.
 */
export function FaqSearchTestPage() {
  const styles = useStyles();
  const { tenantId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const categoryId = params.get('category') ?? '';
  const index = useFaqIndex(tenantId);
  const categoryData = useLiveData(tenantId, watchCategories(tenantId));
  const categories = categoryData.status === 'ready' ? categoryData.data : [];
  const [result, setResult] = useState<{ key: string; explanation: SearchExplanation } | null>(null);
  const key = `${query}\u0000${categoryId}`;

  const finder = index.status === 'ready' ? index.data : null;
  useEffect(() => {
    if (!finder || !query.trim()) return undefined;
    let current = true;
    void finder.explain(query, { limit: EXPLAINED, categoryId: categoryId || null }).then((explanation) => {
      if (current) setResult({ key, explanation });
    });
    return () => {
      current = false;
    };
  }, [finder, query, categoryId, key]);

  const set = (name: 'q' | 'category', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const faqPath = `/tenants/${encodeURIComponent(tenantId)}/faq`;
  const explanation = result?.key === key ? result.explanation : null;
  const { shown, hidden } = useMemo(() => splitShown(explanation?.hits ?? []), [explanation]);
  const audience = categories.find((category) => category.id === categoryId)?.name;
  const questions = useMemo(() => new Map((finder?.entries ?? []).map((entry) => [entry.id, entry.question])), [finder]);

  return (
    <Page title="FAQ検索テスト" description="利用者と同じ検索で、どのFAQがどの順に見つかるか、なぜ見つかるかを確認できます。">
      <div className={styles.controls}>
        <Field label="検索語" hint="利用者が入力しそうな言葉や文章を入れてください（ひらがな・ローマ字・英語も可）">
          <Input type="search" value={query} onChange={(_, data) => set('q', data.value)} />
        </Field>
        <Field label="表示対象">
          <Select value={categoryId} onChange={(_, data) => set('category', data.value)}>
            <option value="">すべてのFAQ（管理者の表示）</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}のユーザー
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {index.status === 'error' && <ErrorState message={`FAQを読み込めませんでした。${index.message}`} />}
      {index.status === 'loading' && <LoadingState label="FAQを読み込んでいます…" />}
      {index.status === 'ready' && !query.trim() && (
        <Body1 className={styles.note}>検索語を入力すると、FAQの画面と同じ順で結果と理由を表示します。</Body1>
      )}
      {index.status === 'ready' && query.trim() !== '' && !explanation && <LoadingState label="検索しています…" />}
      {explanation && (
        <>
          <section className={styles.section} aria-labelledby="shown-title">
            <Subtitle2 as="h2" id="shown-title">
              {audience ? `${audience}のユーザーに表示される結果` : '表示される結果'}（{shown.length}件）
            </Subtitle2>
            {shown.length > 0 ? (
              <ExplainedHitList hits={shown} questions={questions} faqPath={faqPath} label="表示される結果" />
            ) : (
              <Body1>
                利用者には「見つかりませんでした」と表示され、見つからなかった検索として記録されます。
                <RouterLink to={`${faqPath}?new=${encodeURIComponent(query.trim())}`}>この検索語を質問にしてFAQを作成</RouterLink>
              </Body1>
            )}
          </section>
          {hidden.length > 0 && (
            <section className={styles.section} aria-labelledby="hidden-title">
              <Subtitle2 as="h2" id="hidden-title">
                表示されない候補（{hidden.length}件）
              </Subtitle2>
              <Caption1 className={styles.note}>
                検索語のうち一致した割合が足りないため表示されません（この検索語では{Math.round(explanation.required * 100)}%以上の一致が必要です）。
                別の言い方を追加すると表示されるようになります。
              </Caption1>
              <ExplainedHitList hits={hidden} questions={questions} faqPath={faqPath} label="表示されない候補" />
            </section>
          )}
        </>
      )}
    </Page>
  );
}
