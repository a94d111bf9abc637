import { markFaqResultsAfterPaint } from '@madoguchi/shared/data';
import { type FaqHits } from '../../lib/useFaqHits';
import { useLayoutEffect } from 'react';

/**
 * For the benchmark: marks each search answer once its results are on screen (see
 * markFaqResultsAfterPaint). A layout effect runs right after the commit, before the paint that shows
 * it; a passive effect may run after that paint and would wait for the frame after.
 */
export function useResultsPaintedMark(answer: FaqHits | null): void {
  useLayoutEffect(() => (answer ? markFaqResultsAfterPaint(answer.query, answer.hits.length) : undefined), [answer]);
}
