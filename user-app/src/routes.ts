import type { AreaRouteSpec } from '@madoguchi/shared';

/**
 * ユーザー画面's routes below /tenants/:tenantId (docs/product.md#routes-and-the-guard) and who may open
 * each. Area.tsx gives every route its page; the route crawler (test/e2e-hosting) opens each as every
 * role listed. A tenant admin opening the home is sent to the admin home.
 */
export const USER_AREA_ROUTES = [
  { path: '', roles: ['member'] },
  { path: 'inquiries', roles: ['member', 'tenantAdmin'] },
  { path: 'inquiries/:inquiryId', roles: ['member', 'tenantAdmin'] },
  { path: 'faq', roles: ['member', 'tenantAdmin'] },
  { path: 'profile', roles: ['member', 'tenantAdmin'] },
  { path: 'notifications', roles: ['member', 'tenantAdmin'] },
  { path: 'patch-note', roles: ['member', 'tenantAdmin'] },
  { path: 'patch-note/:patchNoteId', roles: ['member', 'tenantAdmin'] },
] as const satisfies readonly AreaRouteSpec[];
