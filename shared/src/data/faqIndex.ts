import type { IndexedFaqEntry } from '../contracts/faqIndex';
import { createSearchIndex } from '../search/searchIndex';

// The FAQ search over index entries: pure, so the search worker (faqSearch.worker.ts), its main-thread
// fallback and the bench (bench/faqSearch.bench.ts) share it without Firebase.

/** A published entry as the index holds it (the answer as plain text, cut to its first 1,000 characters). */
export type FaqIndexEntry = IndexedFaqEntry<Date | null>;

export interface FaqIndex {
  /** Every entry the reader may see, most helpful first, then newest. */
  entries: FaqIndexEntry[];
  /** Entries by relevance (NFKC, kana folding, bigrams, the tenant's synonyms); blank queries find nothing. */
  search(query: string, limit?: number): FaqIndexEntry[];
}

const time = (date: Date | null) => date?.getTime() ?? 0;

/**
 * The entries as the reader sees them: an entry for several of the reader's categories stands in several
 * shards and is kept once; the order is the server's (most helpful, then newest) across all shards.
 */
export function uniqueFaqEntries(entries: readonly FaqIndexEntry[]): FaqIndexEntry[] {
  const byId = new Map<string, FaqIndexEntry>();
  for (const entry of entries) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => b.helpfulCount - a.helpfulCount || time(b.updatedAt) - time(a.updatedAt));
}

/** The search over index entries, kept once and in the reader's order (uniqueFaqEntries). */
export function createFaqIndex(entries: readonly FaqIndexEntry[], synonyms: string[][] = []): FaqIndex {
  const unique = uniqueFaqEntries(entries);
  const byId = new Map(unique.map((entry) => [entry.id, entry]));
  const index = createSearchIndex(unique, { synonyms });
  return {
    entries: unique,
    search: (query, limit) => index.search(query, { limit }).flatMap((hit) => byId.get(hit.id) ?? []),
  };
}
