import { act, renderHook, waitFor } from '@testing-library/react';
import { useLiveData, type Subscribe } from './useLiveData';

const denied = Object.assign(new Error('denied'), { code: 'permission-denied' });

/** A listener that reports `error` the first time it is started and `data` afterwards; counts starts and stops. */
function flaky(data: string[]) {
  const calls = { started: 0, stopped: 0 };
  const subscribe: Subscribe<string[]> = async (onData, onError) => {
    calls.started += 1;
    if (calls.started === 1) onError(denied);
    else onData(data);
    return () => {
      calls.stopped += 1;
    };
  };
  return { subscribe, calls };
}

describe('useLiveData', () => {
  it('starts a failed listener again on reload, stopping the failed one', async () => {
    const { subscribe, calls } = flaky(['営業部']);
    const { result } = renderHook(() => useLiveData('categories/t1', subscribe));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', message: '権限がありません。' }));

    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: ['営業部'] }));
    expect(calls).toEqual({ started: 2, stopped: 1 });
  });

  it('gives the same object while nothing changes, so callers may depend on it', async () => {
    const { subscribe } = flaky(['営業部']);
    const { result, rerender } = renderHook(() => useLiveData('categories/t1', subscribe));
    await waitFor(() => expect(result.current.status).toBe('error'));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('watches nothing for a null key', () => {
    const { subscribe, calls } = flaky([]);
    const { result } = renderHook(() => useLiveData(null, subscribe));
    expect(result.current.status).toBe('loading');
    expect(calls.started).toBe(0);
  });
});
