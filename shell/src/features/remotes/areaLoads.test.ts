import type { RemoteAreaModule } from '@madoguchi/shared';
import { RemoteUnavailableError, createAreaLoads } from './areaLoads';

const area: RemoteAreaModule = { default: () => null, contractVersion: 1 };

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

  it('gives an area whose load has succeeded at once, and none while a load is pending or failed', async () => {
    let finish: (module: RemoteAreaModule) => void = () => {};
    const failure = new RemoteUnavailableError('user_app');
    const fetchArea = jest
      .fn()
      .mockReturnValueOnce(new Promise<RemoteAreaModule>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(area);
    const { loadArea, loadedArea } = createAreaLoads(fetchArea);
    const first = loadArea('user_app');
    expect(loadedArea('user_app')).toBeUndefined();
    finish(area);
    await first;
    expect(loadedArea('user_app')).toBe(area);

    await expect(loadArea('user_app', { retry: true })).rejects.toBe(failure);
    expect(loadedArea('user_app')).toBeUndefined();
    await loadArea('user_app', { retry: true });
    expect(loadedArea('user_app')).toBe(area);
    expect(loadedArea('tenant_admin_app')).toBeUndefined();
  });

  it('says which area could not be loaded, in Japanese', () => {
    expect(new RemoteUnavailableError('system_admin_app').message).toBe('システム管理画面を読み込めませんでした。');
  });
});
