import { Caption1, Subtitle1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SEARCH_MISS_DAYS, fetchRecentSearchMisses, useFetched } from '@madoguchi/shared/data';
import { EmptyState, ErrorState, LoadingState, RouterLink, useStackedTableStyles } from '@madoguchi/shared/ui';

const SHOWN = 10;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  table: { backgroundColor: tokens.colorNeutralBackground1, maxWidth: '880px' },
  count: { width: '96px' },
  note: { color: tokens.colorNeutralForeground2 },
});

/** FAQ searches that found nothing lately: the questions the FAQ does not answer yet. */
export function SearchMissList({ tenantId }: { tenantId: string }) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  const misses = useFetched(`misses/${tenantId}`, () => fetchRecentSearchMisses(tenantId, SHOWN));
  const faqPath = (query: string) => `/tenants/${encodeURIComponent(tenantId)}/faq?q=${encodeURIComponent(query)}`;

  return (
    <section className={styles.section} aria-labelledby="search-misses">
      <Subtitle1 as="h2" id="search-misses">
        FAQで見つからなかった検索（直近{SEARCH_MISS_DAYS}日）
      </Subtitle1>
      <Caption1 className={styles.note}>回数の多い順に{SHOWN}件まで。検索語を選ぶとFAQの画面で確認・追加できます。</Caption1>
      {misses.status === 'loading' && <LoadingState />}
      {misses.status === 'error' && <ErrorState message={`検索の記録を読み込めませんでした。${misses.message}`} onRetry={misses.reload} />}
      {misses.status === 'ready' && misses.data.length === 0 && (
        <EmptyState title="見つからなかった検索はありません">直近{SEARCH_MISS_DAYS}日のFAQ検索は、すべて何かしらの結果がありました。</EmptyState>
      )}
      {misses.status === 'ready' && misses.data.length > 0 && (
        <Table className={mergeClasses(styles.table, stacked.table)} aria-label="FAQで見つからなかった検索">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>検索語</TableHeaderCell>
              <TableHeaderCell className={styles.count}>回数</TableHeaderCell>
              <TableHeaderCell>最後に検索された日</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {misses.data.map((miss) => (
              <TableRow key={miss.query}>
                <TableCell>
                  <RouterLink to={faqPath(miss.query)}>{miss.query}</RouterLink>
                </TableCell>
                <TableCell data-label="回数">{miss.count}回</TableCell>
                <TableCell data-label="最後の検索">{miss.lastDay ? miss.lastDay.replaceAll('-', '/') : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
