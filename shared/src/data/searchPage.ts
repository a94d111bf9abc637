import type { DocumentData, DocumentSnapshot, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import { tokenField } from '../contracts/listSearch';
import { queryTokens } from '../search/keywordTokens';
import { cursorSnapshot, type PageCursor, type PageOf } from './paging';

// A page of a list's keyword search, read from the server-kept search entries
// (shared/src/contracts/listSearch.ts) rather than by scanning the list: its reads stay the same
// whatever the tenant's size or the number of matches. The entries come in the order of their keys.

export interface SearchPageRequest<Row> {
  /** The list's entries with the list's own equality filters; the keywords' tokens are added here. */
  entries: Query;
  /** keywordsOf(the text typed): at least one. */
  keywords: readonly string[];
  size: number;
  after: PageCursor | null;
  /** The exact check on an entry: the tokens also let through the rare entry holding them apart. */
  matches: (entry: DocumentData) => boolean;
  /**
   * The rows of matching entries, in their order; null for an entry whose document is gone, or no
   * longer passes the list's filters (the entries follow their documents a moment later).
   */
  rows: (entries: QueryDocumentSnapshot[]) => Promise<(Row | null)[]> | (Row | null)[];
}

/**
 * Reads entries `size + 1` at a time until `size` rows and one more are found (the one more says that
 * another page follows) or the entries run out, so a page is full unless it is the last, and never
 * empty while matches remain. Entries failing the exact check cost one read each and no row. The rows
 * of the entries found so far are read while more entries are asked for.
 */
export async function searchPage<Row>({ entries, keywords, size, after, matches, rows }: SearchPageRequest<Row>): Promise<PageOf<Row>> {
  const { sdk } = await loadFirestore();
  const candidates = sdk.query(entries, ...queryTokens(keywords).map((token) => sdk.where(tokenField(token), '==', true)));
  const found: { entry: QueryDocumentSnapshot; row: Row }[] = [];
  let pending: { entries: QueryDocumentSnapshot[]; rows: Promise<(Row | null)[]> }[] = [];
  const pendingCount = () => pending.reduce((count, batch) => count + batch.entries.length, 0);
  let cursor: DocumentSnapshot | null = after && (await cursorSnapshot(after));
  let exhausted = false;
  for (;;) {
    const wanted = size + 1 - found.length - pendingCount();
    if (wanted > 0 && !exhausted) {
      const { docs } = await sdk.getDocs(sdk.query(candidates, ...(cursor ? [sdk.startAfter(cursor)] : []), sdk.limit(wanted)));
      exhausted = docs.length < wanted;
      cursor = docs.at(-1) ?? cursor;
      const matching = docs.filter((doc) => matches(doc.data()));
      if (matching.length) {
        const read = Promise.resolve(rows(matching));
        // Awaited below; until then a failure must not count as unhandled.
        read.catch(() => undefined);
        pending.push({ entries: matching, rows: read });
      }
      if (!exhausted && found.length + pendingCount() <= size) continue;
    }
    for (const batch of pending) {
      const read = await batch.rows;
      batch.entries.forEach((entry, index) => {
        const row = read[index];
        if (row !== null && row !== undefined) found.push({ entry, row });
      });
    }
    pending = [];
    if (found.length > size || exhausted) break;
  }
  const page = found.slice(0, size);
  return { items: page.map(({ row }) => row), next: found.length > size ? (page.at(-1)?.entry ?? null) : null };
}
