import type { PagedList } from '../data/usePagedList';
import type { DataTableProps } from './DataTable';

/**
 * A DataTable's rows and states from a list read a page at a time (usePagedList): a failed page is
 * asked for again by 再読み込み, and the next page is offered once nothing is reading or failed —
 * 「さらに表示」, or 「さらに検索」 while no row has matched yet (a filter the query cannot apply).
 */
export function pagedTable<T>(list: PagedList<T>): Pick<DataTableProps<T>, 'rows' | 'loading' | 'error' | 'onRetry' | 'more'> {
  const offered = !list.loading && !list.error && list.next !== null;
  return {
    rows: list.items,
    loading: list.loading,
    error: list.error,
    onRetry: list.loadMore,
    more: offered ? { label: list.items.length ? 'さらに表示' : 'さらに検索', onClick: list.loadMore } : null,
  };
}
