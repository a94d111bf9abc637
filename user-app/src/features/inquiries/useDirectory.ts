import { fetchActiveAdmins, useLiveData, watchCategories, type Category, type Person } from '@madoguchi/shared/data';
import { useEffect, useState } from 'react';

/** The tenant's categories; an empty list until they arrive (they only label and filter). */
export function useCategories(tenantId: string): Category[] {
  const categories = useLiveData(tenantId, watchCategories(tenantId));
  return categories.status === 'ready' ? categories.data : [];
}

/** Tenant admins assign inquiries to these active admins; null for everyone else and until they arrive. */
export function useActiveAdmins(tenantId: string, isTenantAdmin: boolean): Person[] | null {
  const [admins, setAdmins] = useState<{ tenantId: string; list: Person[] } | null>(null);
  useEffect(() => {
    if (!isTenantAdmin) return undefined;
    let active = true;
    // Without the list the assignment only loses its choices; the page still works.
    fetchActiveAdmins(tenantId).then(
      (list) => active && setAdmins({ tenantId, list }),
      () => active && setAdmins({ tenantId, list: [] }),
    );
    return () => {
      active = false;
    };
  }, [tenantId, isTenantAdmin]);
  return isTenantAdmin && admins?.tenantId === tenantId ? admins.list : null;
}
