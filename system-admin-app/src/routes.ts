import type { AreaRouteSpec } from '@madoguchi/shared';

/**
 * システム管理画面's routes below /systemAdmin (docs/product.md#routes-and-the-guard, the support inbox
 * included), for system admins. Area.tsx gives every route its page; the route crawler
 * (test/e2e-hosting) opens each.
 */
export const SYSTEM_ADMIN_ROUTES = [
  { path: '', roles: ['systemAdmin'] },
  { path: 'tenants', roles: ['systemAdmin'] },
  { path: 'systemusers', roles: ['systemAdmin'] },
  { path: 'patchNote', roles: ['systemAdmin'] },
  { path: 'patchNote/new', roles: ['systemAdmin'] },
  { path: 'patchNote/:patchNoteId', roles: ['systemAdmin'] },
  { path: 'patchNote/:patchNoteId/preview/:previewId', roles: ['systemAdmin'] },
  { path: 'support', roles: ['systemAdmin'] },
  { path: 'support/:supportRequestId', roles: ['systemAdmin'] },
] as const satisfies readonly AreaRouteSpec[];
