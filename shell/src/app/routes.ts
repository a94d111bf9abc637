import type { AreaRole, RemoteName } from '@madoguchi/shared';

// The shell's routes (docs/product.md#routes-and-the-guard) as data: router.tsx gives each its element,
// and the route crawler (test/e2e-hosting) opens every one, with the areas' own route tables below their
// mounts.

export type ShellRole = AreaRole | 'signedOut';

export interface ShellPage {
  path: string;
  layout: 'simple' | 'main';
  /** Who the crawler opens it as; the guard sends others elsewhere. */
  roles: readonly ShellRole[];
}

export const SHELL_PAGES = [
  { path: 'login', layout: 'simple', roles: ['signedOut'] },
  { path: 'slack/oauth_redirect', layout: 'simple', roles: ['tenantAdmin'] },
  { path: 'select', layout: 'main', roles: ['systemAdmin'] },
] as const satisfies readonly ShellPage[];

/** Where each area is mounted; its own routes (src/routes.ts of the remote) are below. */
export const AREA_MOUNTS = [
  { remote: 'system_admin_app', path: 'systemAdmin' },
  { remote: 'tenant_admin_app', path: 'tenants/:tenantId/admin' },
  { remote: 'user_app', path: 'tenants/:tenantId' },
] as const satisfies readonly { remote: RemoteName; path: string }[];
