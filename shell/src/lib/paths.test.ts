import { areaOfPath, homePath, homesByRole, remoteOfPath } from './paths';

describe('home after login', () => {
  it('system admin goes to /select', () => {
    expect(homePath({ isSystemAdmin: true, isTenantAdmin: true, tenantId: 'tenant-a' })).toBe('/select');
  });
  it('tenant admin goes to the tenant admin home', () => {
    expect(homePath({ isSystemAdmin: false, isTenantAdmin: true, tenantId: 'tenant-a' })).toBe('/tenants/tenant-a/admin');
  });
  it('anyone else goes to the tenant home', () => {
    expect(homePath({ isSystemAdmin: false, isTenantAdmin: false, tenantId: 'tenant-a' })).toBe('/tenants/tenant-a');
  });
  it('without a tenant, back to /login', () => {
    expect(homePath({ isSystemAdmin: false, isTenantAdmin: false, tenantId: null })).toBe('/login');
  });
});

describe('the remote that serves a path (app/router.tsx)', () => {
  it.each([
    ['/systemAdmin/tenants', 'system_admin_app'],
    ['/systemAdmin', 'system_admin_app'],
    ['/tenants/tenant-a/admin', 'tenant_admin_app'],
    ['/tenants/tenant-a/admin/users/u1', 'tenant_admin_app'],
    ['/tenants/tenant-a', 'user_app'],
    ['/tenants/tenant-a/faq', 'user_app'],
    ['/tenants/tenant-a/administrators', 'user_app'],
    ['/select', null],
    ['/login', null],
    ['/systemAdministration', null],
  ])('%s → %s', (path, remote) => {
    expect(remoteOfPath(path)).toBe(remote);
  });
});

describe("the path below an area's mount", () => {
  it.each([
    ['/systemAdmin/tenants', { remote: 'system_admin_app', path: 'tenants' }],
    ['/systemAdmin', { remote: 'system_admin_app', path: '' }],
    ['/tenants/t1/admin/users/u1', { remote: 'tenant_admin_app', path: 'users/u1' }],
    ['/tenants/t1/inquiries/i1', { remote: 'user_app', path: 'inquiries/i1' }],
    ['/tenants/t1', { remote: 'user_app', path: '' }],
    ['/select', null],
  ])('%s → %j', (path, area) => {
    expect(areaOfPath(path)).toEqual(area);
  });
});

describe("the areas a person's roles open, to fetch ahead", () => {
  const tenant = (id: string, isTenantAdmin: boolean) => ({ id, isTenantAdmin });
  it('a system admin who administers a tenant and is a member: all three homes', () => {
    expect(homesByRole({ isSystemAdmin: true, tenants: [tenant('t1', false), tenant('t2', true)] })).toEqual([
      '/systemAdmin/tenants',
      '/tenants/t2/admin',
      '/tenants/t1',
    ]);
  });
  it('a member: their top page only', () => {
    expect(homesByRole({ isSystemAdmin: false, tenants: [tenant('t1', false)] })).toEqual(['/tenants/t1']);
  });
  it('a system admin of no tenant: the system admin area only', () => {
    expect(homesByRole({ isSystemAdmin: true, tenants: [] })).toEqual(['/systemAdmin/tenants']);
  });
});
