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
}

export const AREA_MODULE = './Area';

/** Japanese name of each area, for messages about it. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  user_app: 'ユーザー画面',
  tenant_admin_app: 'テナント管理画面',
  system_admin_app: 'システム管理画面',
};
