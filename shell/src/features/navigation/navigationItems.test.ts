import type { NavigationEntry, RemoteName } from '@madoguchi/shared';
import { currentItem, navigationItems, navigationScope } from './navigationItems';

const USER: NavigationEntry[] = [
  { path: '', label: 'トップ', roles: ['member'], order: 10 },
  { path: 'inquiries', label: '問い合わせ', roles: ['member', 'tenantAdmin'], order: 20 },
  { path: 'faq', label: 'よくある質問', roles: ['member', 'tenantAdmin'], order: 30 },
  { path: 'patch-note', label: 'リリースノート', roles: ['member', 'tenantAdmin'], order: 90, badge: 'unreadPatchNotes' },
];
const ADMIN: NavigationEntry[] = [
  { path: '', label: '管理トップ', roles: ['tenantAdmin'], order: 10 },
  { path: 'users', label: 'ユーザー', roles: ['tenantAdmin'], order: 40 },
  { path: 'categories', label: 'ユーザーカテゴリ', roles: ['tenantAdmin'], order: 50, also: ['users/categories'] },
];
const SYSTEM: NavigationEntry[] = [{ path: 'tenants', label: 'テナント', roles: ['systemAdmin'], order: 10 }];
const declared = new Map<RemoteName, NavigationEntry[]>([
  ['user_app', USER],
  ['tenant_admin_app', ADMIN],
  ['system_admin_app', SYSTEM],
]);
const member = { isTenantAdmin: false, isSystemAdmin: false };
const admin = { isTenantAdmin: true, isSystemAdmin: false };

const itemsAt = (pathname: string, person = member) => navigationItems(navigationScope(pathname, person)!, declared);
const labels = (pathname: string, person = member) => itemsAt(pathname, person).map((item) => item.label);
const currentAt = (pathname: string, person = member) => currentItem(itemsAt(pathname, person), pathname)?.label ?? null;

describe('navigation per role', () => {
  it("gives a member the user area's entries", () => {
    expect(labels('/tenants/t1/faq')).toEqual(['トップ', '問い合わせ', 'よくある質問', 'リリースノート']);
    expect(itemsAt('/tenants/t1').map((item) => item.href)).toEqual(['/tenants/t1', '/tenants/t1/inquiries', '/tenants/t1/faq', '/tenants/t1/patch-note']);
  });

  it('gives a tenant admin one navigation on the pages of both areas, in the declared order', () => {
    const expected = ['管理トップ', '問い合わせ', 'よくある質問', 'ユーザー', 'ユーザーカテゴリ', 'リリースノート'];
    expect(labels('/tenants/t1/admin/users', admin)).toEqual(expected);
    expect(labels('/tenants/t1/inquiries/i9', admin)).toEqual(expected);
    expect(itemsAt('/tenants/t1/inquiries', admin)[0]?.href).toBe('/tenants/t1/admin');
  });

  it('gives a system admin the system area, and nobody a navigation on /select or the login page', () => {
    expect(labels('/systemAdmin/tenants', { isTenantAdmin: false, isSystemAdmin: true })).toEqual(['テナント']);
    expect(navigationScope('/systemAdmin/tenants', member)).toBeNull();
    expect(navigationScope('/select', { isTenantAdmin: false, isSystemAdmin: true })).toBeNull();
    expect(navigationScope('/login', member)).toBeNull();
  });

  it('keeps the tenant id as it stands in the path', () => {
    expect(navigationScope('/tenants/a%20b/faq', member)?.tenantId).toBe('a b');
    expect(itemsAt('/tenants/a%20b/faq')[0]?.href).toBe('/tenants/a%20b');
  });
});

describe('the current page', () => {
  it('is the entry whose path the page is at or below, the longest one winning', () => {
    expect(currentAt('/tenants/t1/inquiries')).toBe('問い合わせ');
    expect(currentAt('/tenants/t1/inquiries/i9')).toBe('問い合わせ');
    expect(currentAt('/tenants/t1/admin/users/u1', admin)).toBe('ユーザー');
    expect(currentAt('/tenants/t1/admin/users/categories/c1', admin)).toBe('ユーザーカテゴリ');
    expect(currentAt('/tenants/t1/admin/categories', admin)).toBe('ユーザーカテゴリ');
  });

  it('is the home only on the home itself: the profile and notification settings highlight nothing', () => {
    expect(currentAt('/tenants/t1')).toBe('トップ');
    expect(currentAt('/tenants/t1/')).toBe('トップ');
    expect(currentAt('/tenants/t1/profile')).toBeNull();
    expect(currentAt('/tenants/t1/notifications')).toBeNull();
    expect(currentAt('/tenants/t1/admin', admin)).toBe('管理トップ');
    expect(currentAt('/tenants/t1/profile', admin)).toBeNull();
  });
});
