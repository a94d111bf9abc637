import { errorMessage, fetchPatchNotes, type PageCursor, type PatchNote } from '@madoguchi/shared/data';
import { useCallback, useEffect, useState } from 'react';

interface Pages {
  items: PatchNote[];
  next: PageCursor | null;
  loading: boolean;
  error: string | null;
}

/**
 * Published notes a page at a time. `more` loads the next page; after a failure it asks again for
 * the page that failed, the first one included.
 */
export function usePatchNotePages(size: number): Pages & { more: () => void } {
  const [pages, setPages] = useState<Pages>({ items: [], next: null, loading: true, error: null });

  const load = useCallback(
    (after: PageCursor | null) =>
      fetchPatchNotes(size, after).then(
        (page) =>
          setPages((current) => ({
            items: after ? [...current.items, ...page.items] : page.items,
            next: page.next,
            loading: false,
            error: null,
          })),
        (error: unknown) => setPages((current) => ({ ...current, loading: false, error: errorMessage(error) })),
      ),
    [size],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  const more = () => {
    setPages((current) => ({ ...current, loading: true, error: null }));
    void load(pages.next);
  };
  return { ...pages, more };
}
