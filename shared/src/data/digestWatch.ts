import type { Unsubscribe } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import type { Subscribe } from './useLiveData';

/**
 * A live value from a digest the server keeps (shared/src/contracts/digests.ts), one document read; from
 * `collection` instead, for as long as the digest is missing or incomplete (`fromDigest` gives null).
 */
export function watchDigestOr<T>(
  path: readonly string[],
  fromDigest: (data: Record<string, unknown> | undefined) => T | null,
  collection: Subscribe<T>,
): Subscribe<T> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const [first = '', ...rest] = path;
    let fallback: Promise<Unsubscribe> | null = null;
    let stopped = false;
    const stopFallback = () => {
      const pending = fallback;
      fallback = null;
      void pending?.then((stop) => stop());
    };
    const stopDigest = sdk.onSnapshot(
      sdk.doc(db, first, ...rest),
      (snapshot) => {
        const value = fromDigest(snapshot.data());
        if (value !== null) {
          stopFallback();
          onData(value);
        } else if (!fallback) {
          fallback = collection(onData, onError).then((stop) => {
            if (!stopped) return stop;
            stop();
            return () => undefined;
          });
        }
      },
      onError,
    );
    return () => {
      stopped = true;
      stopDigest();
      stopFallback();
    };
  };
}
