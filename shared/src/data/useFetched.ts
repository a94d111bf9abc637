import { useEffect, useRef, useState } from 'react';
import { failedRead, type LiveData } from './useLiveData';

/**
 * A one-time read for a screen, in the shape of useLiveData. It reads again when `key` changes (the
 * identity of what is read) or on `reload`; `null` reads nothing.
 */
export function useFetched<T>(key: string | null, fetch: () => Promise<T>): LiveData<T> & { reload: () => void } {
  const [generation, setGeneration] = useState(0);
  // The read in flight is named by key and generation; a state of another read shows as loading.
  const token = `${key}#${generation}`;
  const [state, setState] = useState<{ token: string; data: LiveData<T> }>({ token, data: { status: 'loading' } });
  const latest = useRef(fetch);
  useEffect(() => {
    latest.current = fetch;
  });

  useEffect(() => {
    if (key === null) return undefined;
    let active = true;
    const read = `${key}#${generation}`;
    latest.current().then(
      (data) => active && setState({ token: read, data: { status: 'ready', data } }),
      (error: unknown) => active && setState({ token: read, data: failedRead(error) }),
    );
    return () => {
      active = false;
    };
  }, [key, generation]);

  const data: LiveData<T> = state.token === token ? state.data : { status: 'loading' };
  return { ...data, reload: () => setGeneration((value) => value + 1) };
}
