/**
 * Memoises an async loader so each Firebase service SDK is fetched and configured once, on first
 * use: the login page starts without the Firestore, Functions and Storage SDKs.
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
