import { useEffect, useRef, useState } from 'react';
import type { FaqIndexEntry } from '../../search/faqIndex';
import type { FaqFinder } from './engine';

/** An answered search: the hits, best first, and the query they are for. */
export interface FaqHits {
  query: string;
  hits: FaqIndexEntry[];
}

/**
 * Searches `query` (trimmed by the caller) whenever it or the finder changes, and returns the latest
 * answer: null for a blank query or before the first answer. While a newer query is searched the last
 * answer stays, and an answer arriving for an older query never replaces it (sequence numbers).
 */
export function useFaqHits(finder: FaqFinder | null, query: string, limit?: number): FaqHits | null {
  const [answer, setAnswer] = useState<FaqHits | null>(null);
  const lastAsked = useRef(0);
  useEffect(() => {
    lastAsked.current += 1;
    const asked = lastAsked.current;
    if (!finder || !query) return;
    void finder.search(query, limit).then((hits) => {
      if (asked === lastAsked.current) setAnswer({ query, hits });
    });
  }, [finder, query, limit]);
  return finder && query ? answer : null;
}
