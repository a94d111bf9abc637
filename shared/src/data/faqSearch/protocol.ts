import type { MatchHow, SearchExplanation } from '../../search/searchIndex';
import { createFaqIndex, type FaqIndexEntry } from '../../search/faqIndex';

// What the main thread and the FAQ search worker (faqSearch.worker.ts) say to each other. The entries
// cross once per change of the index; a search sends the query and gets back ids only, since the main
// thread holds the entries already.

export type FaqSearchRequest =
  | { type: 'build'; entries: FaqIndexEntry[]; synonyms: string[][] }
  /** `seq` pairs the answer with its request. */
  | { type: 'search'; seq: number; query: string; limit?: number }
  /** 「もしかして」 for a query that found nothing (FaqIndex.nearMisses). */
  | { type: 'nearMisses'; seq: number; query: string }
  /** The admins' search test: scores and reasons, over all entries or a category's readers' (categoryId). */
  | { type: 'explain'; seq: number; query: string; limit?: number; categoryId: string | null };

export type FaqSearchAnswer =
  | { type: 'built'; entries: number }
  /** The ids of the hits, best first. */
  | { type: 'hits'; seq: number; ids: string[] }
  | { type: 'explained'; seq: number; explanation: SearchExplanation }
  /** The offered entries' ids, best first, with how the query met each. */
  | { type: 'nearMisses'; seq: number; misses: { id: string; how: MatchHow[] }[] };

/**
 * The worker's side: builds the index and answers searches, one request at a time and in order, so a
 * search sent after a build runs on the new index. Also what the main thread runs where no worker can.
 */
export function createFaqSearchResponder(): (request: FaqSearchRequest) => FaqSearchAnswer {
  let index = createFaqIndex([]);
  return (request) => {
    if (request.type === 'build') {
      index = createFaqIndex(request.entries, request.synonyms);
      return { type: 'built', entries: index.entries.length };
    }
    if (request.type === 'nearMisses') {
      const misses = index.nearMisses(request.query).map(({ entry, how }) => ({ id: entry.id, how }));
      return { type: 'nearMisses', seq: request.seq, misses };
    }
    if (request.type === 'explain') {
      const { query, limit, categoryId } = request;
      return { type: 'explained', seq: request.seq, explanation: index.explain(query, { limit, categoryId }) };
    }
    return { type: 'hits', seq: request.seq, ids: index.search(request.query, request.limit).map((entry) => entry.id) };
  };
}
