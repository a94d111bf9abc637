import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  AREA_MODULE,
  REMOTE_CONTRACT_VERSION,
  REMOTE_LABELS,
  REMOTE_NAMES,
  type RemoteAreaModule,
  type RemoteName,
  type RuntimeConfig,
} from '@madoguchi/shared';
import { checkCompatibility } from './compatibility';
import { SHELL_SINGLETONS } from './shellSingletons';

let entries: Record<RemoteName, string> | undefined;

/** Registers the remotes named by the runtime config, so a remote moves without a shell rebuild. */
export function registerAreaRemotes(remotes: RuntimeConfig['remotes']): void {
  entries = remotes;
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: remotes[name] })));
}

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
async function assertCompatible(remote: RemoteName): Promise<void> {
  const url = entries?.[remote];
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
}

/** Loads a remote's area module once its manifest shows it implements the contract this shell knows. */
export async function loadArea(remote: RemoteName, { retry = false } = {}): Promise<RemoteAreaModule> {
  await assertCompatible(remote);
  // A failed manifest stays cached in the federation runtime; a retry registers the remote afresh.
  if (retry && entries) registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
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
