import type { ComponentType } from 'react';

/**
 * What each remote exposes and the shell consumes. Remotes never import each other or the shell:
 * they meet only through these types.
 */
export const REMOTE_CONTRACT_VERSION = 1;

export const REMOTE_NAMES = ['user_app', 'tenant_admin_app', 'system_admin_app'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The module every remote exposes as `./Area`: its route tree, mounted under the area's base path. */
export interface RemoteAreaModule {
  default: ComponentType;
  contractVersion: typeof REMOTE_CONTRACT_VERSION;
  /**
   * Fetches the code of the page a path below the area's mount opens (e.g. 'tenants', 'inquiries/abc'),
   * without rendering it: the shell asks for where a person is likely to go next. Optional, so a
   * remote built before it still loads.
   */
  preloadRoute?: (path: string) => void;
}

export const AREA_MODULE = './Area';

/** Japanese name of each area, for messages about it. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  user_app: 'ユーザー画面',
  tenant_admin_app: 'テナント管理画面',
  system_admin_app: 'システム管理画面',
};

/**
 * Who an area's page or navigation entry is for. A tenant admin is a member too, but the guard sends
 * them from the user area's home to the admin home (docs/product.md#the-navigation-guard), so 'member'
 * entries that a tenant admin also uses list both.
 */
export const AREA_ROLES = ['member', 'tenantAdmin', 'systemAdmin'] as const;
export type AreaRole = (typeof AREA_ROLES)[number];

/** One route of an area, below the area's base ('' is its home), and who may open it. */
export interface AreaRouteSpec {
  path: string;
  roles: readonly AreaRole[];
}

/** Badges the shell knows how to count for an entry. */
export const NAVIGATION_BADGES = ['unreadPatchNotes'] as const;
export type NavigationBadge = (typeof NAVIGATION_BADGES)[number];

/**
 * An entry of the shell's navigation, as a remote declares it (package.json "madoguchi.navigation",
 * which its build writes into mf-manifest.json): the shell builds one navigation per role from the
 * entries of every area that role uses, without running any remote's code.
 */
export interface NavigationEntry {
  /** Below the area's base; '' is its home. */
  path: string;
  label: string;
  roles: readonly AreaRole[];
  /** Position among every area's entries of the role (lower first). */
  order: number;
  /** Other paths below the base whose pages belong to this entry (e.g. users/categories). */
  also?: readonly string[];
  badge?: NavigationBadge;
}
