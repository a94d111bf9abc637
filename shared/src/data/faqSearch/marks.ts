// User Timing marks for measuring the FAQ search in a browser: from a query typed on the FAQ page to
// its results on screen, and when an index is ready. Their names and details are what a benchmark reads.
// Shared because the index (../faq.ts) marks its readiness beside the FAQ page's marks, under one naming.

const mark = (name: string, detail: Record<string, unknown>) => {
  // jsdom and old browsers have no User Timing marks; nothing depends on them.
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name, { detail });
};

/** The reader changed the FAQ page's query (trimmed, as searched). */
export function markFaqQuery(query: string): void {
  mark('madoguchi:faq-query', { query });
}

/** An index of `entries` entries has been built and answers searches. */
export function markFaqIndexReady(entries: number): void {
  mark('madoguchi:faq-index-ready', { entries });
}

/**
 * Marks the results of `query` once the frame showing them has been painted: a requestAnimationFrame
 * callback runs just before that paint, and a task it queues runs after it. Returns a cancel, for
 * results replaced before they reached the screen.
 */
export function markFaqResultsAfterPaint(query: string, hits: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => mark('madoguchi:faq-results', { query, hits }), 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
