import { fetchActiveAdmins, fetchPeople, useLiveData, watchCategories, type Category, type Person } from '@madoguchi/shared/data';
import { useEffect, useState } from 'react';

/** The tenant's categories; an empty list until they arrive (they only label and filter). */
export function useCategories(tenantId: string): Category[] {
  const categories = useLiveData(tenantId, watchCategories(tenantId));
  return categories.status === 'ready' ? categories.data : [];
}

const PEOPLE_MAX = 500;

/** Tenant admins pick requesters and assignees from these; null for everyone else. */
export function usePeople(tenantId: string, isTenantAdmin: boolean, which: 'everyone' | 'admins'): Person[] | null {
  const [people, setPeople] = useState<{ key: string; list: Person[] } | null>(null);
  const key = `${tenantId}/${which}`;
  useEffect(() => {
    if (!isTenantAdmin) return undefined;
    let active = true;
    const load = which === 'admins' ? fetchActiveAdmins(tenantId) : fetchPeople(tenantId, PEOPLE_MAX);
    // Without the list the filter and assignment only lose their choices; the page still works.
    load.then((list) => active && setPeople({ key, list }), () => active && setPeople({ key, list: [] }));
    return () => {
      active = false;
    };
  }, [tenantId, isTenantAdmin, which, key]);
  return isTenantAdmin && people?.key === key ? people.list : null;
}
