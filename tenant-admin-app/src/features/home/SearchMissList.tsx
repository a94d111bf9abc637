import { Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { SEARCH_MISS_DAYS, fetchRecentSearchMisses, useFetched, type SearchMiss } from '@madoguchi/shared/data';
import { DataTable, EmptyState, RouterLink, type DataTableColumn } from '@madoguchi/shared/ui';

const SHOWN = 10;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  table: { maxWidth: '880px' },
  count: { width: '96px' },
  note: { color: tokens.colorNeutralForeground2 },
});

/** FAQ searches that found nothing lately: the questions the FAQ does not answer yet. */
export function SearchMissList({ tenantId }: { tenantId: string }) {
  const styles = useStyles();
  const misses = useFetched(`misses/${tenantId}`, () => fetchRecentSearchMisses(tenantId, SHOWN));
  const faqPath = (query: string) => `/tenants/${encodeURIComponent(tenantId)}/faq?q=${encodeURIComponent(query)}`;
  const columns: DataTableColumn<SearchMiss>[] = [
    { key: 'query', header: '検索語', cell: (miss) => <RouterLink to={faqPath(miss.query)}>{miss.query}</RouterLink> },
    { key: 'count', header: '回数', label: '回数', headerClassName: styles.count, cell: (miss) => `${miss.count}回` },
    { key: 'lastDay', header: '最後に検索された日', label: '最後の検索', cell: (miss) => (miss.lastDay ? miss.lastDay.replaceAll('-', '/') : '—') },
  ];

  return (
    <section className={styles.section} aria-labelledby="search-misses">
      <Subtitle1 as="h2" id="search-misses">
        FAQで見つからなかった検索（直近{SEARCH_MISS_DAYS}日）
      </Subtitle1>
      <Caption1 className={styles.note}>回数の多い順に{SHOWN}件まで。検索語を選ぶとFAQの画面で確認・追加できます。</Caption1>
      <DataTable
        aria-label="FAQで見つからなかった検索"
        className={styles.table}
        columns={columns}
        rows={misses.status === 'ready' ? misses.data : []}
        rowKey={(miss) => miss.query}
        loading={misses.status === 'loading'}
        error={misses.status === 'error' ? `検索の記録を読み込めませんでした。${misses.message}` : null}
        onRetry={misses.reload}
        empty={<EmptyState title="見つからなかった検索はありません">直近{SEARCH_MISS_DAYS}日のFAQ検索は、すべて何かしらの結果がありました。</EmptyState>}
      />
    </section>
  );
}
