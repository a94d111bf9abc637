import { fetchActiveAdmins, useFetched, useLiveData, watchCategories, type Category, type Person } from '@madoguchi/shared/data';

/** The tenant's categories; an empty list until they arrive (they only label and filter). */
export function useCategories(tenantId: string): Category[] {
  const categories = useLiveData(tenantId, watchCategories(tenantId));
  return categories.status === 'ready' ? categories.data : [];
}

/** Tenant admins assign inquiries to these active admins; null for everyone else and until they arrive. */
export function useActiveAdmins(tenantId: string, isTenantAdmin: boolean): Person[] | null {
  const admins = useFetched(isTenantAdmin ? tenantId : null, () => fetchActiveAdmins(tenantId));
  if (!isTenantAdmin || admins.status === 'loading') return null;
  // Without the list the assignment only loses its choices; the page still works.
  return admins.status === 'ready' ? admins.data : [];
}
