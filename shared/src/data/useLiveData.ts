import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, isPermissionDenied } from './errors';

export type LiveData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  // `denied`: the rules refused the read, e.g. a record of the reader's tenant that is not theirs.
  | { status: 'error'; message: string; denied?: boolean };

/** The state of a failed read. */
export function failedRead(error: unknown): LiveData<never> {
  return { status: 'error', message: errorMessage(error), denied: isPermissionDenied(error) };
}

/** Starts a listener and returns its stop function (async: the Firestore SDK loads on first use). */
export type Subscribe<T> = (onData: (data: T) => void, onError: (error: unknown) => void) => Promise<() => void>;

const LOADING = { status: 'loading' } as const;

/**
 * One live listener for a screen. It restarts when `key` changes (the identity of what is watched,
 * e.g. tenant and filter), so callers need not keep `subscribe` stable; `null` watches nothing.
 * `reload` starts it again: Firestore stops a listener for good once it has failed.
 */
export function useLiveData<T>(key: string | null, subscribe: Subscribe<T>): LiveData<T> & { reload: () => void } {
  const [generation, setGeneration] = useState(0);
  // The listener running is named by key and generation; a state of another one shows as loading.
  const token = `${key}#${generation}`;
  const [state, setState] = useState<{ token: string; data: LiveData<T> }>({ token, data: { status: 'loading' } });
  const latest = useRef(subscribe);
  useEffect(() => {
    latest.current = subscribe;
  });

  useEffect(() => {
    if (key === null) return undefined;
    let stop: (() => void) | undefined;
    let active = true;
    const listening = `${key}#${generation}`;
    const set = (data: LiveData<T>) => active && setState({ token: listening, data });
    latest
      .current(
        (data) => set({ status: 'ready', data }),
        (error) => set(failedRead(error)),
      )
      .then(
        (unsubscribe) => (active ? (stop = unsubscribe) : unsubscribe()),
        (error: unknown) => set(failedRead(error)),
      );
    return () => {
      active = false;
      stop?.();
    };
  }, [key, generation]);

  const data: LiveData<T> = state.token === token ? state.data : LOADING;
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  // The same object while nothing changes, as before `reload` was added: callers may depend on it.
  return useMemo(() => ({ ...data, reload }), [data, reload]);
}
