import { homePath } from './paths';

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
