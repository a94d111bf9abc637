import type { RemoteName } from '@madoguchi/shared';

/** Paths of docs/product.md#routes-and-the-guard that more than one shell feature needs. */
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

/** docs/product.md#home-after-login: system admin to /select, tenant admin to the admin home, else the tenant home. */
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

/** Each area's mount (the routes of app/router.tsx), most specific first. */
const AREA_PATHS: readonly [RemoteName, RegExp][] = [
  ['system_admin_app', /^\/systemAdmin(?:\/|$)(.*)/],
  ['tenant_admin_app', /^\/tenants\/[^/]+\/admin(?:\/|$)(.*)/],
  ['user_app', /^\/tenants\/[^/]+(?:\/|$)(.*)/],
];

/** The area that serves a path and the path below its mount, or null for the shell's own pages. */
export function areaOfPath(pathname: string): { remote: RemoteName; path: string } | null {
  for (const [remote, mount] of AREA_PATHS) {
    const match = mount.exec(pathname);
    if (match) return { remote, path: match[1] ?? '' };
  }
  return null;
}

/** The remote that serves a path (the routes of app/router.tsx), or null for the shell's own pages. */
export function remoteOfPath(pathname: string): RemoteName | null {
  return areaOfPath(pathname)?.remote ?? null;
}

/**
 * Each area's home that a person's roles open to them, for fetching ahead: system admins the tenant
 * list, a tenant's admins its admin home, its members its top page.
 */
export interface Roles {
  isSystemAdmin: boolean;
  tenants: readonly { id: string; isTenantAdmin: boolean }[];
}

export function homesByRole({ isSystemAdmin, tenants }: Roles): string[] {
  const [first] = tenants;
  const administered = tenants.find((tenant) => tenant.isTenantAdmin);
  return [
    ...(isSystemAdmin ? [paths.systemAdmin] : []),
    ...(administered ? [paths.adminHome(administered.id)] : []),
    ...(first ? [paths.tenantHome(first.id)] : []),
  ];
}
