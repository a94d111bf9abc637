import { useLiveData, watchCategories, type Category } from '@madoguchi/shared/data';

/** The tenant's categories, live; an empty list until they arrive (they label, filter and pick). */
export function useCategoryList(tenantId: string): Category[] {
  const categories = useLiveData(`categories/${tenantId}`, watchCategories(tenantId));
  return categories.status === 'ready' ? categories.data : [];
}
