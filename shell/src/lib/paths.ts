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
