import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FaqFinder, FaqIndexEntry, FaqNearMiss } from '@madoguchi/shared/data';

/** An answered search: the hits, best first, and the query they are for. */
export interface FaqHits {
  query: string;
  hits: FaqIndexEntry[];
  /** 「もしかして」 when there are no hits and the screen asked for them; [] otherwise. */
  nearMisses: FaqNearMiss[];
}

/**
 * 「もしかして」 for a query without hits. They are an extra: a finder that cannot give them leaves the
 * answer as it was. The finder is the shell's (the shared package is one copy at run time), and a
 * shell deployed before them has none.
 */
async function nearMissesOf(finder: FaqFinder, query: string): Promise<FaqNearMiss[]> {
  try {
    return await finder.nearMisses(query);
  } catch {
    return [];
  }
}

/**
 * The latest answer of one screen's searches. Asking again for what was last asked does nothing, so
 * an input handler may ask before React renders the new text and the render's own ask costs nothing.
 * An answer for anything but the last ask is dropped (sequence numbers).
 */
function createHitsStore(withNearMisses: boolean) {
  let answer: FaqHits | null = null;
  let asked: { finder: FaqFinder | null; query: string; limit: number | undefined; seq: number } = { finder: null, query: '', limit: undefined, seq: 0 };
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answer: () => answer,
    ask(finder: FaqFinder | null, query: string, limit: number | undefined) {
      if (asked.finder === finder && asked.query === query && asked.limit === limit) return;
      const seq = asked.seq + 1;
      asked = { finder, query, limit, seq };
      if (!finder || !query) return;
      void finder.search(query, limit).then(async (hits) => {
        // Asked before the answer is shown, so that 「見つかりませんでした」 never flashes before them.
        const nearMisses = withNearMisses && hits.length === 0 && seq === asked.seq ? await nearMissesOf(finder, query) : [];
        if (seq !== asked.seq) return;
        answer = { query, hits, nearMisses };
        listeners.forEach((listener) => listener());
      });
    },
  };
}

export interface FaqHitsOf {
  /** The latest answer: null for a blank query or before the first answer. */
  answer: FaqHits | null;
  /**
   * Starts the search of a query about to be rendered (trimmed, as `query` will be), from the input
   * handler: the worker searches while the page renders what was typed.
   */
  askNow: (query: string) => void;
}

/**
 * Searches `query` (trimmed by the caller) whenever it or the finder changes. While a newer query is
 * searched the last answer stays. An answer re-renders at once (an external store's update is
 * synchronous): as a state update, React would let the browser draw a frame before rendering it.
 * With `nearMisses`, an answer without hits carries 「もしかして」 (FaqFinder.nearMisses).
 */
export function useFaqHits(finder: FaqFinder | null, query: string, limit?: number, { nearMisses = false } = {}): FaqHitsOf {
  const [store] = useState(() => createHitsStore(nearMisses));
  const answer = useSyncExternalStore(store.subscribe, store.answer);
  useEffect(() => {
    store.ask(finder, query, limit);
  }, [store, finder, query, limit]);
  return { answer: finder && query ? answer : null, askNow: (next) => store.ask(finder, next, limit) };
}
