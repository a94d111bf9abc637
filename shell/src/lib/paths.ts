import type { RemoteName } from '@madoguchi/shared';

/** Paths of SPEC.md section 2 that more than one shell feature needs. */
export const paths = {
  login: '/login',
  select: '/select',
  systemAdmin: '/systemAdmin/tenants',
  tenantHome: (tenantId: string) => `/tenants/${encodeURIComponent(tenantId)}`,
  adminHome: (tenantId: string) => `/tenants/${encodeURIComponent(tenantId)}/admin`,
};

export interface HomeTarget {
  isSystemAdmin: boolean;
  isTenantAdmin: boolean;
  tenantId: string | null;
}

/** SPEC.md section 2, after login: system admin to /select, tenant admin to the admin home, else the tenant home. */
export function homePath({ isSystemAdmin, isTenantAdmin, tenantId }: HomeTarget): string {
  if (isSystemAdmin) return paths.select;
  if (!tenantId) return paths.login;
  return isTenantAdmin ? paths.adminHome(tenantId) : paths.tenantHome(tenantId);
}

/** Where entering one of the user's tenants leads: its admin home when they administer it. */
export function tenantEntryPath(tenants: readonly { id: string; isTenantAdmin: boolean }[], tenantId: string): string {
  const tenant = tenants.find((candidate) => candidate.id === tenantId);
  return homePath({ isSystemAdmin: false, isTenantAdmin: tenant?.isTenantAdmin ?? false, tenantId });
}

/** The remote that serves a path (the routes of app/router.tsx), or null for the shell's own pages. */
export function remoteOfPath(pathname: string): RemoteName | null {
  if (/^\/systemAdmin(\/|$)/.test(pathname)) return 'system_admin_app';
  if (/^\/tenants\/[^/]+\/admin(\/|$)/.test(pathname)) return 'tenant_admin_app';
  if (/^\/tenants\/[^/]+(\/|$)/.test(pathname)) return 'user_app';
  return null;
}
