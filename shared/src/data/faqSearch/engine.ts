import { uniqueFaqEntries, type FaqIndexEntry } from '../../search/faqIndex';
import { markFaqIndexReady } from './marks';
import { openFaqSearchPort, openMainThreadPort, type OpenFaqSearchPort } from './ports';
import type { SearchExplanation } from '../../search/searchIndex';
import type { ExplainOptions, FaqNearMiss } from '../../search/faqIndex';
import type { FaqSearchAnswer, FaqSearchRequest } from './protocol';

// Shared because useFaqIndex (../faq.ts), which two areas use, answers with this engine's finder.

/** The reader's FAQ as the screens use it: every entry, and a search that does not block the page. */
export interface FaqFinder {
  /** Every entry the reader may see, most helpful first, then newest. */
  entries: FaqIndexEntry[];
  /** Entries by relevance (see createFaqIndex); blank queries find nothing. */
  search(query: string, limit?: number): Promise<FaqIndexEntry[]>;
  /** 「もしかして」 for a query search() found nothing for (see FaqIndex.nearMisses). */
  nearMisses(query: string): Promise<FaqNearMiss[]>;
  /** Scores and reasons for the admins' search test (see FaqIndex.explain). */
  explain(query: string, options?: ExplainOptions): Promise<SearchExplanation>;
}

export interface FaqSearchEngine {
  /** Indexes these entries in place of the previous ones; searches of the finder run on them. */
  load(entries: readonly FaqIndexEntry[], synonyms: string[][]): FaqFinder;
  stop(): void;
}

type SeqRequest = Extract<FaqSearchRequest, { seq: number }>;
type SeqAnswer = Extract<FaqSearchAnswer, { seq: number }>;
/** A request before it is numbered (Omit over each member of the union). */
type Unnumbered<T> = T extends unknown ? Omit<T, 'seq'> : never;

/** The entries of the hits' ids, in order. A plain loop: a broad query answers with thousands of ids. */
function entriesOf(ids: readonly string[], byId: ReadonlyMap<string, FaqIndexEntry>): FaqIndexEntry[] {
  const entries: FaqIndexEntry[] = [];
  for (const id of ids) {
    const entry = byId.get(id);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** One index kept off the main thread (a worker where there is one) for as long as a screen watches it. */
export function startFaqSearchEngine(openPort: OpenFaqSearchPort = openFaqSearchPort): FaqSearchEngine {
  let lastSeq = 0;
  const waiting = new Map<number, { request: SeqRequest; resolve: (answer: SeqAnswer) => void }>();
  let lastBuild: FaqSearchRequest | null = null;

  const onAnswer = (answer: FaqSearchAnswer) => {
    if (answer.type === 'built') {
      markFaqIndexReady(answer.entries);
      return;
    }
    waiting.get(answer.seq)?.resolve(answer);
    waiting.delete(answer.seq);
  };
  // A worker that cannot serve must not leave searches waiting forever: the work moves to the main thread.
  const onFailure = () => {
    port.close();
    port = openMainThreadPort(onAnswer, onFailure);
    if (lastBuild) port.send(lastBuild);
    for (const { request } of waiting.values()) port.send(request);
  };
  let port = openPort(onAnswer, onFailure);

  /** Sends a request that is answered by its sequence number. */
  const ask = (request: Unnumbered<SeqRequest>) =>
    new Promise<SeqAnswer>((resolve) => {
      lastSeq += 1;
      const sent = { ...request, seq: lastSeq } as SeqRequest;
      waiting.set(sent.seq, { request: sent, resolve });
      port.send(sent);
    });

  return {
    load(entries, synonyms) {
      const unique = uniqueFaqEntries(entries);
      const byId = new Map(unique.map((entry) => [entry.id, entry]));
      lastBuild = { type: 'build', entries: unique, synonyms };
      port.send(lastBuild);
      return {
        entries: unique,
        search: async (query, limit) => {
          const answer = await ask({ type: 'search', query, limit });
          return answer.type === 'hits' ? entriesOf(answer.ids, byId) : [];
        },
        nearMisses: async (query) => {
          const answer = await ask({ type: 'nearMisses', query });
          if (answer.type !== 'nearMisses') return [];
          return answer.misses.flatMap(({ id, how }) => {
            const entry = byId.get(id);
            return entry ? [{ entry, how }] : [];
          });
        },
        explain: async (query, { limit, categoryId = null } = {}) => {
          const answer = await ask({ type: 'explain', query, limit, categoryId });
          return answer.type === 'explained' ? answer.explanation : { required: 0, hits: [] };
        },
      };
    },
    stop() {
      port.close();
      waiting.clear();
    },
  };
}
