import { decideNavigation, type GuardAuth } from './decideNavigation';

const signedOut: GuardAuth = { currentUserId: null, tenantId: null, isTenantAdmin: false, isSystemAdmin: false };
const user: GuardAuth = { currentUserId: 'u1', tenantId: 'tenant-a', isTenantAdmin: false, isSystemAdmin: false };
const tenantAdmin: GuardAuth = { ...user, isTenantAdmin: true };
const systemAdmin: GuardAuth = { currentUserId: 's1', tenantId: null, isTenantAdmin: false, isSystemAdmin: true };

describe('navigation guard', () => {
  describe('on /login', () => {
    it('lets a signed-out visitor stay', () => {
      expect(decideNavigation('/login', signedOut)).toEqual({ kind: 'allow' });
    });
    it('sends a system admin to /select', () => {
      expect(decideNavigation('/login', systemAdmin)).toEqual({ kind: 'redirect', to: '/select', permissionAlert: false });
    });
    it('sends a system admin who also has a tenant to /select', () => {
      expect(decideNavigation('/login', { ...systemAdmin, tenantId: 'tenant-a' })).toMatchObject({ to: '/select' });
    });
    it('sends a user with a tenant to their tenant home', () => {
      expect(decideNavigation('/login', user)).toEqual({ kind: 'redirect', to: '/tenants/tenant-a', permissionAlert: false });
    });
    it('keeps a signed-in user without a tenant on /login to choose one', () => {
      expect(decideNavigation('/login', { ...user, tenantId: null })).toEqual({ kind: 'allow' });
    });
  });

  describe('tenant in the path', () => {
    it("replaces another tenant's id with the user's own, keeping the rest of the path", () => {
      expect(decideNavigation('/tenants/tenant-b/faq', user)).toEqual({
        kind: 'redirect',
        to: '/tenants/tenant-a/faq',
        permissionAlert: false,
      });
    });
    it('keeps deep paths when replacing the tenant', () => {
      expect(decideNavigation('/tenants/x/inquiries/abc', user)).toMatchObject({ to: '/tenants/tenant-a/inquiries/abc' });
    });
    it('sends a signed-in user with no tenant to /login', () => {
      expect(decideNavigation('/tenants/tenant-a/faq', { ...user, tenantId: null })).toMatchObject({ to: '/login' });
    });
    it('sends a signed-out visitor to /login', () => {
      expect(decideNavigation('/tenants/tenant-a', signedOut)).toMatchObject({ to: '/login', permissionAlert: false });
    });
    it("allows the user's own tenant pages", () => {
      expect(decideNavigation('/tenants/tenant-a/inquiries', user)).toEqual({ kind: 'allow' });
    });
  });

  describe('system-admin-only routes', () => {
    it.each(['/select', '/systemAdmin', '/systemAdmin/tenants', '/systemAdmin/patchNote/p1/preview/v1'])(
      'alert and tenant home for a non-system-admin on %s',
      (path) => {
        expect(decideNavigation(path, user)).toEqual({ kind: 'redirect', to: '/tenants/tenant-a', permissionAlert: true });
      },
    );
    it('allows a system admin', () => {
      expect(decideNavigation('/systemAdmin/systemusers', systemAdmin)).toEqual({ kind: 'allow' });
    });
    it('sends a signed-out visitor to /login without an alert', () => {
      expect(decideNavigation('/systemAdmin/tenants', signedOut)).toEqual({ kind: 'redirect', to: '/login', permissionAlert: false });
    });
  });

  describe('tenant-admin-only routes', () => {
    it.each(['/tenants/tenant-a/admin', '/tenants/tenant-a/admin/users/new', '/tenants/tenant-a/admin/slack'])(
      'alert and tenant home for a non-tenant-admin on %s',
      (path) => {
        expect(decideNavigation(path, user)).toEqual({ kind: 'redirect', to: '/tenants/tenant-a', permissionAlert: true });
      },
    );
    it('allows a tenant admin', () => {
      expect(decideNavigation('/tenants/tenant-a/admin/users', tenantAdmin)).toEqual({ kind: 'allow' });
    });
    it('does not treat a page merely starting with "admin" as an admin route', () => {
      expect(decideNavigation('/tenants/tenant-a/administrator', user)).toEqual({ kind: 'allow' });
    });
  });

  it('sends a tenant admin opening the tenant home to the admin home', () => {
    expect(decideNavigation('/tenants/tenant-a', tenantAdmin)).toEqual({
      kind: 'redirect',
      to: '/tenants/tenant-a/admin',
      permissionAlert: false,
    });
  });

  it('lets a tenant admin use the user pages', () => {
    expect(decideNavigation('/tenants/tenant-a/faq', tenantAdmin)).toEqual({ kind: 'allow' });
  });

  it.each(['/', '/slack/oauth_redirect', '/no/such/page'])('lets anyone open %s', (path) => {
    expect(decideNavigation(path, signedOut)).toEqual({ kind: 'allow' });
  });
});
