import type { IndexedFaqEntry } from '../contracts/faqIndex';
import { createSearchIndex, type MatchHow, type SearchExplanation, type SearchIndex } from './searchIndex';

// The FAQ search over index entries: pure, so the search worker (faqSearch.worker.ts), its main-thread
// fallback and the bench (bench/faqSearch.bench.ts) share it without Firebase.

/** A published entry as the index holds it (the answer as plain text, cut to its first 1,000 characters). */
export type FaqIndexEntry = IndexedFaqEntry<Date | null>;

export interface FaqIndex {
  /** Every entry the reader may see, most helpful first, then newest. */
  entries: FaqIndexEntry[];
  /** Entries by relevance (NFKC, kana folding, bigrams, the tenant's synonyms); blank queries find nothing. */
  search(query: string, limit?: number): FaqIndexEntry[];
  /**
   * 「もしかして」: when search() shows nothing, the best entries below its threshold that still share a
   * strong part of the query, with how the query met each; [] when search() shows something or nothing
   * shares enough (a query of commonplaces stays unanswered).
   */
  nearMisses(query: string, limit?: number): FaqNearMiss[];
  /**
   * Why each entry scores as it does (the admins' search test), over all entries or, with `categoryId`,
   * over what a user of that category sees: the entries for everyone and for it, as their own index.
   */
  explain(query: string, options?: ExplainOptions): SearchExplanation;
}

/** An entry offered as 「もしかして」, and how the query met it (as typed, by reading, a synonym…). */
export interface FaqNearMiss {
  entry: FaqIndexEntry;
  how: MatchHow[];
}

/** How many entries 「もしかして」 offers. */
export const FAQ_NEAR_MISSES = 3;
/**
 * The share of the query's weight an entry below the threshold must still match to be offered. Set on
 * the development half of the blind sets (bench/search/heldout): it offered the right entry for 31 of
 * the 36 answerable queries that showed nothing, while a query of commonplaces matches less.
 */
const NEAR_MISS_COVERAGE = 0.15;
/** How far below the threshold it looks. */
const NEAR_MISS_CANDIDATES = 10;

export interface ExplainOptions {
  limit?: number;
  /** null or absent: every entry (what an admin sees). */
  categoryId?: string | null;
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
  // A category's own index, built the first time it is asked for: its idf and lengths are its readers'.
  const audiences = new Map<string, SearchIndex>();
  const indexFor = (categoryId: string) => {
    let audience = audiences.get(categoryId);
    if (!audience) {
      const visible = unique.filter((entry) => entry.categoryIds.length === 0 || entry.categoryIds.includes(categoryId));
      audience = createSearchIndex(visible, { synonyms });
      audiences.set(categoryId, audience);
    }
    return audience;
  };
  return {
    entries: unique,
    search: (query, limit) => index.search(query, { limit }).flatMap((hit) => byId.get(hit.id) ?? []),
    nearMisses: (query, limit = FAQ_NEAR_MISSES) => {
      const { hits } = index.explain(query, { limit: NEAR_MISS_CANDIDATES });
      if (hits.some((hit) => hit.shown)) return [];
      return hits
        .filter((hit) => hit.coverage >= NEAR_MISS_COVERAGE)
        .slice(0, limit)
        .flatMap((hit) => {
          const entry = byId.get(hit.id);
          return entry ? [{ entry, how: [...new Set(hit.reasons.map((reason) => reason.how))] }] : [];
        });
    },
    explain: (query, { limit, categoryId } = {}) => (categoryId ? indexFor(categoryId) : index).explain(query, { limit }),
  };
}

/** How many FAQ entries are suggested before an inquiry is sent (the web form, Slack). */
export const FAQ_SUGGESTIONS = 3;

/** What those suggestions search for: the title and the start of the body; blank under 2 characters. */
export function suggestionQuery(title: string, body: string): string {
  const query = `${title} ${body.slice(0, 200)}`.trim();
  return [...query].length < 2 ? '' : query;
}
