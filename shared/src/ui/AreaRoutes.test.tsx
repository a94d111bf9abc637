import { Navigate } from '@madoguchi/shared/router';
import { areaRoutePreloader } from './AreaRoutes';
import { lazyPage } from './lazyPage';

const ROUTES = [
  { path: '', roles: ['member'] },
  { path: 'tenants', roles: ['member'] },
  { path: 'tenants/:tenantId', roles: ['member'] },
] as const;

function pages() {
  const loads = { list: jest.fn(async () => ({ Page: () => null })), detail: jest.fn(async () => ({ Page: () => null })) };
  const table = {
    '': <Navigate to="tenants" replace />,
    tenants: (() => {
      const List = lazyPage(loads.list, 'Page');
      return <List />;
    })(),
    'tenants/:tenantId': (() => {
      const Detail = lazyPage(loads.detail, 'Page');
      return <Detail />;
    })(),
  };
  return { loads, table };
}

describe("an area's route preloader", () => {
  it('fetches the code of the page a path opens, once, following the area’s redirects', async () => {
    const { loads, table } = pages();
    const preload = areaRoutePreloader(ROUTES, table);
    preload('tenants/abc');
    preload('/tenants/abc/');
    expect(loads.detail).toHaveBeenCalledTimes(1);
    expect(loads.list).not.toHaveBeenCalled();
    preload('');
    expect(loads.list).toHaveBeenCalledTimes(1);
  });

  it('leaves paths it does not know alone', () => {
    const { loads, table } = pages();
    areaRoutePreloader(ROUTES, table)('nowhere/at/all');
    expect(loads.list).not.toHaveBeenCalled();
    expect(loads.detail).not.toHaveBeenCalled();
  });

  it('tries again after a failed fetch', async () => {
    const load = jest.fn<Promise<{ Page: () => null }>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Page: () => null });
    const Page = lazyPage(load, 'Page');
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
