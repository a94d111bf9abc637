import { errorMessage, fetchInquiries, type Inquiry, type InquiryFilter, type PageCursor, type Viewer } from '@madoguchi/shared/data';
import { useCallback, useEffect, useState } from 'react';

export const PAGE_SIZE = 20;

interface ListState {
  key: string;
  items: Inquiry[];
  next: PageCursor | null;
  loading: boolean;
  error: string | null;
}

/**
 * The inquiries list, a page at a time (a limit and a cursor). Changing the filter starts over;
 * `loadMore` appends the next page, `reload` fetches the first page again.
 */
export function useInquiryList(viewer: Viewer, filter: InquiryFilter) {
  const key = JSON.stringify([viewer, filter]);
  const [state, setState] = useState<ListState>({ key, items: [], next: null, loading: true, error: null });
  const [generation, setGeneration] = useState(0);

  const load = useCallback(
    async (after: PageCursor | null) => {
      setState((current) => ({ ...current, loading: true, error: null }));
      try {
        const page = await fetchInquiries(viewer, filter, PAGE_SIZE, after);
        setState((current) =>
          current.key === key ? { key, items: after ? [...current.items, ...page.items] : page.items, next: page.next, loading: false, error: null } : current,
        );
      } catch (error) {
        setState((current) => (current.key === key ? { ...current, loading: false, error: errorMessage(error) } : current));
      }
    },
    // The key stands for viewer and filter, whose identities change on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  useEffect(() => {
    setState({ key, items: [], next: null, loading: true, error: null });
    void load(null);
  }, [key, load, generation]);

  const current = state.key === key ? state : { key, items: [], next: null, loading: true, error: null };
  return {
    ...current,
    loadMore: () => current.next && void load(current.next),
    reload: () => setGeneration((value) => value + 1),
  };
}
