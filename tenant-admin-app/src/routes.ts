import type { AreaRouteSpec } from '@madoguchi/shared';

/**
 * テナント管理画面's routes below /tenants/:tenantId/admin (docs/product.md#routes-and-the-guard), for the
 * tenant's admins.
 * Area.tsx gives every route its page; the route crawler (test/e2e-hosting) opens each.
 */
export const TENANT_ADMIN_ROUTES = [
  { path: '', roles: ['tenantAdmin'] },
  { path: 'users', roles: ['tenantAdmin'] },
  { path: 'users/new', roles: ['tenantAdmin'] },
  { path: 'users/import', roles: ['tenantAdmin'] },
  { path: 'users/:tenantUserId', roles: ['tenantAdmin'] },
  { path: 'categories', roles: ['tenantAdmin'] },
  { path: 'users/categories/new', roles: ['tenantAdmin'] },
  { path: 'users/categories/:categoryId', roles: ['tenantAdmin'] },
  { path: 'slack', roles: ['tenantAdmin'] },
  { path: 'support', roles: ['tenantAdmin'] },
  { path: 'faq-search', roles: ['tenantAdmin'] },
  { path: 'analytics', roles: ['tenantAdmin'] },
  { path: 'canned-replies', roles: ['tenantAdmin'] },
  { path: 'canned-replies/new', roles: ['tenantAdmin'] },
  { path: 'canned-replies/:cannedReplyId', roles: ['tenantAdmin'] },
] as const satisfies readonly AreaRouteSpec[];
