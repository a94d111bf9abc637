import type { DocumentData, DocumentSnapshot, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';

/**
 * Where the next page starts: the last document of the page before, or its path when that page was
 * read before the SDK arrived (shell/src/early). Opaque to screens.
 */
export type PageCursor = QueryDocumentSnapshot | DocumentPathCursor;

export interface DocumentPathCursor {
  documentPath: string[];
}

/** The cursor's document as the SDK's startAfter takes it: a path costs one read, when the next page is asked for. */
export async function cursorSnapshot(after: PageCursor): Promise<DocumentSnapshot> {
  if (!('documentPath' in after)) return after;
  const { db, sdk } = await loadFirestore();
  const [first = '', ...rest] = after.documentPath;
  return sdk.getDoc(sdk.doc(db, first, ...rest));
}

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
  const bounded = after ? sdk.query(query, sdk.startAfter(await cursorSnapshot(after)), sdk.limit(size + 1)) : sdk.query(query, sdk.limit(size + 1));
  const { docs } = await sdk.getDocs(bounded);
  const page = docs.slice(0, size);
  return { items: page.map(map), next: docs.length > size ? (page.at(-1) ?? null) : null };
}

/** A text search reads the filtered list in batches of this size, at most this many per page. */
const SCAN_BATCH = 100;
const SCAN_BATCHES = 5;

/**
 * A page of the documents that pass `matches`, for searches Firestore cannot do (free text). It reads
 * the ordered query in batches and keeps the matches; the cursor then marks how far it has read, so a
 * page may hold fewer than `size` matches (even none) while more remain to be searched.
 */
export async function scanPage<T>(
  query: Query,
  size: number,
  after: PageCursor | null,
  map: (doc: QueryDocumentSnapshot<DocumentData>) => T,
  matches: (item: T) => boolean,
): Promise<PageOf<T>> {
  const items: T[] = [];
  let cursor = after;
  for (let batches = 0; batches < SCAN_BATCHES; batches += 1) {
    const batch = await fetchPage(query, SCAN_BATCH, cursor, (doc) => ({ doc, item: map(doc) }));
    for (const { doc, item } of batch.items) {
      if (!matches(item)) continue;
      items.push(item);
      if (items.length === size) {
        const more = batch.next !== null || batch.items.at(-1)?.doc !== doc;
        return { items, next: more ? doc : null };
      }
    }
    cursor = batch.next;
    if (!cursor) break;
  }
  return { items, next: cursor };
}
