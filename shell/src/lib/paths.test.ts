import { homePath, remoteOfPath } from './paths';

describe('home after login (SPEC.md section 2)', () => {
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
