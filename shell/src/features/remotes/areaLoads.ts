import { REMOTE_LABELS, type RemoteAreaModule, type RemoteName } from '@madoguchi/shared';

// What every way of loading an area shares: the federated loader (./remoteRegistry.ts) and the
// single-bundle build's stand-in (tools/single-bundle/areaRegistry.ts).

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    message = `${REMOTE_LABELS[remote]}を読み込めませんでした。`,
    cause?: unknown,
    /** The remote answered but cannot run in this shell (a retry helps only after a new deploy). */
    readonly incompatible = false,
  ) {
    super(message, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export interface AreaLoads {
  /**
   * One load per area and page, kept even when it fails: React may render an area again before it
   * commits, and a fresh load on each of those renders would never settle. A retry starts afresh.
   */
  loadArea(remote: RemoteName, options?: { retry?: boolean }): Promise<RemoteAreaModule>;
  /**
   * Starts loading an area the user is about to open (hover or focus on the way in, or where their
   * roles lead, at idle time), again if it failed; with `path` (below the area's mount), that page's code too.
   */
  preloadArea(remote: RemoteName, path?: string): void;
  /** The area, when its current load has succeeded: a render can take it without suspending. */
  loadedArea(remote: RemoteName): RemoteAreaModule | undefined;
}

/** Loads areas with `fetchArea`, once each, so a hover starts the load that the click then uses. */
export function createAreaLoads(fetchArea: (remote: RemoteName, retry: boolean) => Promise<RemoteAreaModule>): AreaLoads {
  const loading = new Map<RemoteName, Promise<RemoteAreaModule>>();
  const loaded = new Map<RemoteName, RemoteAreaModule>();
  const failed = new Set<RemoteName>();
  const loadArea: AreaLoads['loadArea'] = (remote, { retry = false } = {}) => {
    const pending = loading.get(remote);
    if (pending && !retry) return pending;
    failed.delete(remote);
    loaded.delete(remote);
    const next = fetchArea(remote, retry);
    loading.set(remote, next);
    next.then(
      (module) => loading.get(remote) === next && loaded.set(remote, module),
      () => failed.add(remote),
    );
    return next;
  };
  return {
    loadArea,
    preloadArea: (remote, path) => {
      loadArea(remote, { retry: failed.has(remote) }).then(
        (module) => path !== undefined && module.preloadRoute?.(path),
        () => {},
      );
    },
    loadedArea: (remote) => loaded.get(remote),
  };
}
