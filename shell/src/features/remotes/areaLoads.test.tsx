import type { RemoteAreaModule } from '@madoguchi/shared';
import { act, render, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { ErrorBoundary } from '../../lib/ErrorBoundary';
import { RemoteUnavailableError, createAreaLoads } from './areaLoads';

const area: RemoteAreaModule = { default: () => null, contractVersion: 1 };
const loadFailure = new RemoteUnavailableError('user_app');

const Area = ({ load }: { load: Promise<RemoteAreaModule> }) => <p>{use(load).contractVersion === 1 ? '画面' : ''}</p>;

/** Renders an area as RemoteArea does: use() on its load, under Suspense and an error boundary. */
const show = (load: Promise<RemoteAreaModule>) =>
  render(
    <ErrorBoundary name="test" fallback={(error) => <p>{error === loadFailure ? '失敗' : String(error)}</p>}>
      <Suspense fallback={<p>読み込み中</p>}>
        <Area load={load} />
      </Suspense>
    </ErrorBoundary>,
  );

describe('createAreaLoads', () => {
  it('loads an area once: a hover and the click share one load', async () => {
    const fetchArea = jest.fn().mockResolvedValue(area);
    const { loadArea, preloadArea } = createAreaLoads(fetchArea);
    preloadArea('user_app');
    await expect(loadArea('user_app')).resolves.toBe(area);
    expect(fetchArea).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load for renders, and starts afresh on a retry or the next hover', async () => {
    const failure = new RemoteUnavailableError('tenant_admin_app');
    const fetchArea = jest.fn().mockRejectedValueOnce(failure).mockRejectedValueOnce(failure).mockResolvedValue(area);
    const { loadArea, preloadArea } = createAreaLoads(fetchArea);
    const first = loadArea('tenant_admin_app');
    await expect(first).rejects.toBe(failure);
    expect(loadArea('tenant_admin_app')).toBe(first);
    expect(fetchArea).toHaveBeenCalledTimes(1);

    preloadArea('tenant_admin_app');
    await expect(loadArea('tenant_admin_app')).rejects.toBe(failure);
    expect(fetchArea).toHaveBeenCalledTimes(2);

    await expect(loadArea('tenant_admin_app', { retry: true })).resolves.toBe(area);
    expect(fetchArea).toHaveBeenLastCalledWith('tenant_admin_app', true);
  });

  it("fetches the page a path opens once the area is loaded, when the area can (an older remote cannot)", async () => {
    const preloadRoute = jest.fn();
    const fetchArea = jest.fn().mockResolvedValueOnce({ ...area, preloadRoute }).mockResolvedValueOnce(area);
    const { loadArea, preloadArea } = createAreaLoads(fetchArea);
    preloadArea('system_admin_app', 'tenants');
    await loadArea('system_admin_app');
    expect(preloadRoute).toHaveBeenCalledWith('tenants');
    preloadArea('user_app', 'faq');
    await expect(loadArea('user_app')).resolves.toBe(area);
  });

  it('renders an area loaded ahead in its first, synchronous render', async () => {
    const { loadArea, preloadArea } = createAreaLoads(jest.fn().mockResolvedValue(area));
    preloadArea('user_app');
    await loadArea('user_app');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(show(loadArea('user_app')).container.textContent).toBe('画面');
    // A suspended render outside an awaited act is what React complains about.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('suspends on an area still loading until it arrives, and shows a failed one as failed', async () => {
    let finish: (module: RemoteAreaModule) => void = () => {};
    const fetchArea = jest
      .fn()
      .mockReturnValueOnce(new Promise<RemoteAreaModule>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(loadFailure);
    const { loadArea } = createAreaLoads(fetchArea);
    let pending = undefined as unknown as ReturnType<typeof show>;
    // A render that suspends must run in an awaited act, or React never retries it.
    await act(async () => {
      pending = show(loadArea('user_app'));
    });
    expect(pending.container.textContent).toBe('読み込み中');
    await act(async () => finish(area));
    await waitFor(() => expect(pending.container.textContent).toBe('画面'));

    const failed = loadArea('user_app', { retry: true });
    await expect(failed).rejects.toBe(loadFailure);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(show(failed).container.textContent).toBe('失敗');
    jest.restoreAllMocks();
  });

  it('says which area could not be loaded, in Japanese', () => {
    expect(new RemoteUnavailableError('system_admin_app').message).toBe('システム管理画面を読み込めませんでした。');
  });
});
