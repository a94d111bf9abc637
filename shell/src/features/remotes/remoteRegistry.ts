import {
  AREA_MODULE,
  REMOTE_CONTRACT_VERSION,
  REMOTE_LABELS,
  type RemoteAreaModule,
  type RemoteName,
} from '@madoguchi/shared';
import { RemoteUnavailableError, createAreaLoads } from './areaLoads';
import { checkCompatibility } from './compatibility';
import { remoteManifestUrl } from '../../lib/manifestUrls';
import { remoteEntryUrl } from './remoteManifest';
import { SHELL_SINGLETONS } from './shellSingletons';

// The runtime config names each remote's mf-manifest.json, so a remote moves without a shell rebuild.
// The shell reads the manifest itself (to refuse a remote it cannot run) and registers the remote
// entry it names with the federation host (federationHost.ts), fetched alongside the manifest.

/** The remote entry each remote is registered with. */
const registered = new Map<RemoteName, string>();

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

/** The federation runtime and the shell's shared modules, fetched with the first area (or its hover). */
const hostLoad = () => import(/* webpackChunkName: "federation-host" */ './federationHost').then((host) => host.federationHost());

async function fetchArea(remote: RemoteName, retry: boolean): Promise<RemoteAreaModule> {
  const [entry, federationHost] = await Promise.all([
    compatibleEntry(remote),
    hostLoad().catch((error: unknown) => {
      throw new RemoteUnavailableError(remote, undefined, error);
    }),
  ]);
  // A failed entry stays cached in the federation runtime, and a deploy may have replaced the chunks
  // the old entry names: a retry (or a moved entry) registers the remote afresh, on the shell's
  // singletons (federationHost.ts).
  if (retry || registered.get(remote) !== entry) {
    federationHost.registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
    registered.set(remote, entry);
  }
  let module: RemoteAreaModule | null | undefined;
  try {
    module = await federationHost.loadRemote<RemoteAreaModule>(`${remote}/${AREA_MODULE.slice(2)}`);
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
 * Fetches the federation host ahead of the first area, once someone is signed in and the page is idle:
 * every signed-in page is some area's. A failure is left for the area's own load to report.
 */
export function preloadFederationHost(): void {
  hostLoad().catch(() => undefined);
}

/** Areas from their remotes, once each manifest shows the remote implements the contract this shell knows. */
export const { loadArea, preloadArea } = createAreaLoads(fetchArea);
