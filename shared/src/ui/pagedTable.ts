import type { PagedList } from '../data/usePagedList';
import type { DataTableProps } from './DataTable';

/**
 * A DataTable's rows and states from a list read a page at a time (usePagedList). The next page is
 * offered once nothing is reading: 「さらに表示」, or 「さらに検索」 while no row has matched yet (a
 * filter the query cannot apply). 再読み込み asks again for the page that failed, so the offer waits
 * for it; with `restart`, 再読み込み reads from the first page and the offer stays beside a failure,
 * to ask again for the failed page.
 */
export function pagedTable<T>(
  list: PagedList<T>,
  { restart = false }: { restart?: boolean } = {},
): Pick<DataTableProps<T>, 'rows' | 'loading' | 'error' | 'onRetry' | 'more'> {
  const offered = !list.loading && (restart || !list.error) && list.next !== null;
  return {
    rows: list.items,
    loading: list.loading,
    error: list.error,
    onRetry: restart ? list.reload : list.loadMore,
    more: offered ? { label: list.items.length ? 'さらに表示' : 'さらに検索', onClick: list.loadMore } : null,
  };
}
