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
}

/** A promise as React's use() reads it: once it has settled, its outcome is on it. */
type SettledOn<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Writes a load's outcome on its promise, where use() looks first: a render after the load settled
 * (a preload, an earlier visit) takes the area at once. Without it, use() suspends once on any promise
 * it has not seen before, and React then holds its loading state for about 300 ms.
 */
function recordOutcome<T>(promise: Promise<T>): SettledOn<T> {
  const settled = promise as SettledOn<T>;
  promise.then(
    (value) => {
      Object.assign(settled, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(settled, { status: 'rejected', reason });
    },
  );
  return settled;
}

/** Loads areas with `fetchArea`, once each, so a hover starts the load that the click then uses. */
export function createAreaLoads(fetchArea: (remote: RemoteName, retry: boolean) => Promise<RemoteAreaModule>): AreaLoads {
  const loading = new Map<RemoteName, SettledOn<RemoteAreaModule>>();
  const loadArea: AreaLoads['loadArea'] = (remote, { retry = false } = {}) => {
    const pending = loading.get(remote);
    if (pending && !retry) return pending;
    const next = recordOutcome(fetchArea(remote, retry));
    loading.set(remote, next);
    return next;
  };
  return {
    loadArea,
    preloadArea: (remote, path) => {
      loadArea(remote, { retry: loading.get(remote)?.status === 'rejected' }).then(
        (module) => path !== undefined && module.preloadRoute?.(path),
        () => {},
      );
    },
  };
}
