import type { DocumentData, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';

/** Where the next page starts: the last document of the page before. Opaque to screens. */
export type PageCursor = QueryDocumentSnapshot;

export interface PageOf<T> {
  items: T[];
  /** null when this was the last page. */
  next: PageCursor | null;
}

/**
 * One page of an ordered query: `size` documents after the cursor. One extra document is read to
 * know whether another page follows, so the screen never offers an empty "more" page.
 */
export async function fetchPage<T>(
  query: Query,
  size: number,
  after: PageCursor | null,
  map: (doc: QueryDocumentSnapshot<DocumentData>) => T,
): Promise<PageOf<T>> {
  const { sdk } = await loadFirestore();
  const bounded = after ? sdk.query(query, sdk.startAfter(after), sdk.limit(size + 1)) : sdk.query(query, sdk.limit(size + 1));
  const { docs } = await sdk.getDocs(bounded);
  const page = docs.slice(0, size);
  return { items: page.map(map), next: docs.length > size ? (page.at(-1) ?? null) : null };
}
