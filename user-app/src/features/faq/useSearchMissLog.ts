import * as faqApi from './api/callables';
import { useEffect, useRef } from 'react';

/** How long a query must stay unchanged before it counts as what the reader searched for. */
export const SETTLE_MS = 1200;
/** The server's limit for a logged query. */
const MAX_QUERY = 100;

/** Two spellings the server would count as one query count once here too (width, case, spaces). */
const keyOf = (query: string) => query.trim().normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');

/**
 * Tells the tenant admins what readers searched for in vain: once per distinct query that stayed
 * unchanged for a moment with no hit, never per keystroke nor while an IME composition is open.
 */
export function useSearchMissLog(tenantId: string, query: string, hitCount: number | null, composing: boolean): void {
  const logged = useRef(new Set<string>());
  useEffect(() => {
    const key = keyOf(query);
    if (!tenantId || !key || hitCount !== 0 || composing || logged.current.has(key)) return undefined;
    const timer = setTimeout(() => {
      logged.current.add(key);
      // A lost record only makes the admins' list a little shorter: not worth interrupting the reader.
      faqApi.logFaqSearchMiss({ tenantId, query: query.trim().slice(0, MAX_QUERY) }).catch(() => undefined);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [tenantId, query, hitCount, composing]);
}
