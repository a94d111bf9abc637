import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  AREA_MODULE,
  REMOTE_CONTRACT_VERSION,
  REMOTE_LABELS,
  type RemoteAreaModule,
  type RemoteName,
} from '@madoguchi/shared';
import { checkCompatibility } from './compatibility';
import { remoteManifestUrl } from './manifestUrls';
import { remoteEntryUrl } from './remoteManifest';
import { SHELL_SINGLETONS } from './shellSingletons';

// The runtime config names each remote's mf-manifest.json, so a remote moves without a shell rebuild.
// The shell reads the manifest itself (to refuse a remote it cannot run) and registers the remote
// entry it names; the federation runtime is built without its own manifest handling, which kept
// 6 KB gzip on the login page (issue 9).

/** The remote entry each remote is registered with. */
const registered = new Map<RemoteName, string>();
/** Areas loaded or loading; a hover starts the load that the click then uses. */
const loading = new Map<RemoteName, Promise<RemoteAreaModule>>();
const failed = new Set<RemoteName>();

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

/** Reads the remote's manifest (fresh: a new deploy must be seen) and refuses one this shell cannot run. */
async function compatibleEntry(remote: RemoteName): Promise<string> {
  const url = remoteManifestUrl(remote);
  if (!url) throw new RemoteUnavailableError(remote);
  let manifest: unknown;
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    manifest = await response.json();
  } catch (error) {
    throw new RemoteUnavailableError(remote, undefined, error);
  }
  const verdict = checkCompatibility(remote, manifest, { contractVersion: REMOTE_CONTRACT_VERSION, singletons: SHELL_SINGLETONS });
  if (!verdict.ok) throw new RemoteUnavailableError(remote, verdict.reason, undefined, true);
  const entry = remoteEntryUrl(manifest, url);
  if (!entry) throw new RemoteUnavailableError(remote, `${REMOTE_LABELS[remote]}の配信設定（mf-manifest.json）が読み取れません。`, undefined, true);
  return entry;
}

async function fetchArea(remote: RemoteName, retry: boolean): Promise<RemoteAreaModule> {
  const entry = await compatibleEntry(remote);
  // A failed entry stays cached in the federation runtime; a retry (or a moved entry) registers afresh.
  if (retry || registered.get(remote) !== entry) {
    registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
    registered.set(remote, entry);
  }
  let module: RemoteAreaModule | null | undefined;
  try {
    module = await loadRemote<RemoteAreaModule>(`${remote}/${AREA_MODULE.slice(2)}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, undefined, error);
  }
  if (!module || typeof module.default !== 'function') throw new RemoteUnavailableError(remote);
  if (module.contractVersion !== REMOTE_CONTRACT_VERSION) {
    throw new RemoteUnavailableError(
      remote,
      `${REMOTE_LABELS[remote]}のバージョンがこのアプリと合わないため、表示できません。`,
      undefined,
      true,
    );
  }
  return module;
}

/**
 * Loads a remote's area module once its manifest shows it implements the contract this shell knows.
 * One load per area and page, kept even when it fails: React may render an area again before it
 * commits, and a fresh load on each of those renders would never settle. A retry starts afresh.
 */
export function loadArea(remote: RemoteName, { retry = false } = {}): Promise<RemoteAreaModule> {
  const pending = loading.get(remote);
  if (pending && !retry) return pending;
  failed.delete(remote);
  const next = fetchArea(remote, retry);
  loading.set(remote, next);
  next.catch(() => failed.add(remote));
  return next;
}

/** Starts loading an area the user is about to open (hover or focus on the way in), again if it failed. */
export function preloadArea(remote: RemoteName): void {
  loadArea(remote, { retry: failed.has(remote) }).catch(() => {});
}
