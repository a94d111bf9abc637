import type { RemoteAreaModule, RemoteName } from '@madoguchi/shared';
import { RemoteUnavailableError, createAreaLoads } from '../../shell/src/features/remotes/areaLoads';

// Build B of the benchmark (npm run bench): stands in for shell/src/features/remotes/remoteRegistry.ts
// and imports each area's sources as a lazy chunk of the one bundle instead of loading its remote.
// Same exports, so the shell's code is used unchanged.

const areas: Record<RemoteName, () => Promise<RemoteAreaModule>> = {
  user_app: () => import('../../user-app/src/Area'),
  tenant_admin_app: () => import('../../tenant-admin-app/src/Area'),
  system_admin_app: () => import('../../system-admin-app/src/Area'),
};

export const { loadArea, preloadArea } = createAreaLoads((remote) =>
  areas[remote]().catch((error: unknown) => {
    throw new RemoteUnavailableError(remote, undefined, error);
  }),
);

/** One bundle has no federation host to fetch ahead. */
export function preloadFederationHost(): void {}
