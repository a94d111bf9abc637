import { REMOTE_LABELS, type RemoteAreaModule, type RemoteName } from '@madoguchi/shared';

// Build B of the benchmark (npm run bench): stands in for shell/src/features/remotes/remoteRegistry.ts
// and imports each area's sources as a lazy chunk of the one bundle instead of loading its remote.
// Same exports, so the shell's code is used unchanged.

const areas: Record<RemoteName, () => Promise<RemoteAreaModule>> = {
  user_app: () => import('../../user-app/src/Area'),
  tenant_admin_app: () => import('../../tenant-admin-app/src/Area'),
  system_admin_app: () => import('../../system-admin-app/src/Area'),
};
const loading = new Map<RemoteName, Promise<RemoteAreaModule>>();
const failed = new Set<RemoteName>();

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    message = `${REMOTE_LABELS[remote]}を読み込めませんでした。`,
    cause?: unknown,
    readonly incompatible = false,
  ) {
    super(message, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export function loadArea(remote: RemoteName, { retry = false } = {}): Promise<RemoteAreaModule> {
  const pending = loading.get(remote);
  if (pending && !retry) return pending;
  failed.delete(remote);
  const next = areas[remote]().catch((error: unknown) => {
    failed.add(remote);
    throw new RemoteUnavailableError(remote, undefined, error);
  });
  loading.set(remote, next);
  return next;
}

export function preloadArea(remote: RemoteName): void {
  loadArea(remote, { retry: failed.has(remote) }).catch(() => {});
}
