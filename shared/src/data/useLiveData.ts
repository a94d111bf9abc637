import { useEffect, useRef, useState } from 'react';
import { errorMessage } from './errors';

export type LiveData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

/** Starts a listener and returns its stop function (async: the Firestore SDK loads on first use). */
export type Subscribe<T> = (onData: (data: T) => void, onError: (error: unknown) => void) => Promise<() => void>;

/**
 * One live listener for a screen. It restarts when `key` changes (the identity of what is watched,
 * e.g. tenant and filter), so callers need not keep `subscribe` stable; `null` watches nothing.
 */
export function useLiveData<T>(key: string | null, subscribe: Subscribe<T>): LiveData<T> {
  const [state, setState] = useState<{ key: string | null; data: LiveData<T> }>({ key, data: { status: 'loading' } });
  const latest = useRef(subscribe);
  useEffect(() => {
    latest.current = subscribe;
  });

  useEffect(() => {
    if (key === null) return undefined;
    let stop: (() => void) | undefined;
    let active = true;
    const set = (data: LiveData<T>) => active && setState({ key, data });
    latest
      .current(
        (data) => set({ status: 'ready', data }),
        (error) => set({ status: 'error', message: errorMessage(error) }),
      )
      .then(
        (unsubscribe) => (active ? (stop = unsubscribe) : unsubscribe()),
        (error: unknown) => set({ status: 'error', message: errorMessage(error) }),
      );
    return () => {
      active = false;
      stop?.();
    };
  }, [key]);

  return state.key === key ? state.data : { status: 'loading' };
}
