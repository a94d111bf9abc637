import { Button, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { SEARCH_MISS_DAYS, useFetched } from '@madoguchi/shared/data';
import { fetchRecentSearchMisses, type SearchMiss } from './api/adminHome';
import { DataTable, EmptyState, RouterLink, type DataTableColumn } from '@madoguchi/shared/ui';
import { useState } from 'react';
import { AttachAliasDialog } from './AttachAliasDialog';

const SHOWN = 10;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  table: { maxWidth: '880px' },
  count: { width: '96px' },
  note: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
});

/**
 * FAQ searches that found nothing lately: the questions the FAQ does not answer yet, each fixed in one
 * step (a new entry with it as the question, or attached to an entry as another phrasing). A search
 * the FAQ answers after a change leaves the list (the server reviews them, functions/src/faq/missReview.ts).
 */
export function SearchMissList({ tenantId }: { tenantId: string }) {
  const styles = useStyles();
  const misses = useFetched(`misses/${tenantId}`, () => fetchRecentSearchMisses(tenantId, SHOWN));
  const [attaching, setAttaching] = useState<string | null>(null);
  const faqPath = `/tenants/${encodeURIComponent(tenantId)}/faq`;
  const columns: DataTableColumn<SearchMiss>[] = [
    { key: 'query', header: '検索語', cell: (miss) => <RouterLink to={`${faqPath}?q=${encodeURIComponent(miss.query)}`}>{miss.query}</RouterLink> },
    { key: 'count', header: '回数', label: '回数', headerClassName: styles.count, cell: (miss) => `${miss.count}回` },
    { key: 'lastDay', header: '最後に検索された日', label: '最後の検索', cell: (miss) => (miss.lastDay ? miss.lastDay.replaceAll('-', '/') : '—') },
    {
      key: 'fix',
      header: '対応',
      cell: (miss) => (
        <span className={styles.actions}>
          <RouterLink to={`${faqPath}?new=${encodeURIComponent(miss.query)}`} aria-label={`「${miss.query}」を質問にしてFAQを作成`}>
            FAQを作成
          </RouterLink>
          <Button appearance="subtle" size="small" onClick={() => setAttaching(miss.query)} aria-label={`「${miss.query}」を既存のFAQに追加`}>
            既存のFAQに追加
          </Button>
        </span>
      ),
    },
  ];
  const answered = misses.status === 'ready' ? misses.data.answered : 0;

  return (
    <section className={styles.section} aria-labelledby="search-misses">
      <Subtitle1 as="h2" id="search-misses">
        FAQで見つからなかった検索（直近{SEARCH_MISS_DAYS}日）
      </Subtitle1>
      <Caption1 className={styles.note}>
        回数の多い順に{SHOWN}件まで。FAQを作成するか、既存のFAQに別の言い方として追加すると、その検索で見つかるようになり一覧から消えます。
        {answered > 0 && ` FAQの追加・変更で見つかるようになった検索: ${answered}件。`}{' '}
        <RouterLink to={`/tenants/${encodeURIComponent(tenantId)}/admin/faq-search`}>FAQ検索テスト</RouterLink>
        で、どの言葉で何が見つかるかを確かめられます。
      </Caption1>
      <DataTable
        aria-label="FAQで見つからなかった検索"
        className={styles.table}
        columns={columns}
        rows={misses.status === 'ready' ? misses.data.open : []}
        rowKey={(miss) => miss.query}
        loading={misses.status === 'loading'}
        error={misses.status === 'error' ? `検索の記録を読み込めませんでした。${misses.message}` : null}
        onRetry={misses.reload}
        empty={<EmptyState title="見つからなかった検索はありません">直近{SEARCH_MISS_DAYS}日のFAQ検索は、すべて何かしらの結果がありました。</EmptyState>}
      />
      <AttachAliasDialog
        tenantId={tenantId}
        query={attaching}
        onClose={() => setAttaching(null)}
        onAttached={() => {
          setAttaching(null);
          misses.reload();
        }}
      />
    </section>
  );
}
