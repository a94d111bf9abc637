/**
 * Memoises an async loader so each Firebase service SDK (or the shell's federation host) is fetched
 * and configured once, on first use: the login page starts without the Firestore, Functions and
 * Storage SDKs. A failure is not kept: the next call tries again.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed chunk load may succeed on retry
      throw error;
    });
    return pending;
  };
}

/** Runs a task once the browser is idle; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
