// The routes of the category screens (tenant-admin-app/src/Area.tsx): the list sits beside the other
// admin pages, registration and editing under users/ (docs/product.md#routes-and-the-guard).
const adminBase = (tenantId: string) => `/tenants/${encodeURIComponent(tenantId)}/admin`;

export const categoryListPath = (tenantId: string) => `${adminBase(tenantId)}/categories`;
export const newCategoryPath = (tenantId: string) => `${adminBase(tenantId)}/users/categories/new`;
export const categoryEditorPath = (tenantId: string, categoryId: string) =>
  `${adminBase(tenantId)}/users/categories/${encodeURIComponent(categoryId)}`;
