import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from './errors';
import type { PageCursor, PageOf } from './paging';

interface ListState<T> {
  key: string;
  items: T[];
  next: PageCursor | null;
  loading: boolean;
  error: string | null;
}

export interface PagedList<T> extends Omit<ListState<T>, 'key'> {
  /** Appends the next page; after a failure it asks again for the page that failed. */
  loadMore: () => void;
  /** Fetches the first page again. */
  reload: () => void;
}

const initial = <T,>(key: string): ListState<T> => ({ key, items: [], next: null, loading: true, error: null });

/**
 * A list read a page at a time (a limit and a cursor). `key` names what is listed (tenant, filter,
 * sort): a new key starts over from the first page, and a page that arrives for an old key is dropped.
 */
export function usePagedList<T>(key: string, fetch: (after: PageCursor | null) => Promise<PageOf<T>>): PagedList<T> {
  const [state, setState] = useState<ListState<T>>(() => initial(key));
  const [generation, setGeneration] = useState(0);

  const load = useCallback(
    async (after: PageCursor | null) => {
      setState((current) => (current.key === key ? { ...current, loading: true, error: null } : initial(key)));
      try {
        const page = await fetch(after);
        setState((current) =>
          current.key === key
            ? { key, items: after ? [...current.items, ...page.items] : page.items, next: page.next, loading: false, error: null }
            : current,
        );
      } catch (error) {
        setState((current) => (current.key === key ? { ...current, loading: false, error: errorMessage(error) } : current));
      }
    },
    // The key stands for everything `fetch` reads, whose identity changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  useEffect(() => {
    setState(initial(key));
    void load(null);
  }, [key, load, generation]);

  const current = state.key === key ? state : initial<T>(key);
  return {
    items: current.items,
    next: current.next,
    loading: current.loading,
    error: current.error,
    loadMore: () => {
      if (current.error && current.items.length === 0) setGeneration((value) => value + 1);
      else if (current.next) void load(current.next);
    },
    reload: () => setGeneration((value) => value + 1),
  };
}
