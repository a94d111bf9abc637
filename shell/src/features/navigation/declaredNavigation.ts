import type { NavigationEntry, RemoteName } from '@madoguchi/shared';
import { remoteManifestUrl } from '../../lib/manifestUrls';
import { parseNavigation } from './parseNavigation';

// The entries each remote declares, read from its mf-manifest.json: the navigation needs no remote
// code, so a tenant admin's bar shows the user area's entries without loading that area. Read once per
// page load; a remote that cannot be reached brings no entries (its area reports the failure itself).

const declared = new Map<RemoteName, Promise<readonly NavigationEntry[]>>();

async function fetchEntries(remote: RemoteName): Promise<readonly NavigationEntry[]> {
  const url = remoteManifestUrl(remote);
  if (!url) return [];
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const manifest = (await response.json()) as { metaData?: { madoguchi?: { navigation?: unknown } } } | null;
    return parseNavigation(manifest?.metaData?.madoguchi?.navigation);
  } catch {
    declared.delete(remote); // the next page asks again
    return [];
  }
}

/** The navigation entries `remote` declares. */
export function declaredNavigation(remote: RemoteName): Promise<readonly NavigationEntry[]> {
  let entries = declared.get(remote);
  if (!entries) {
    entries = fetchEntries(remote);
    declared.set(remote, entries);
  }
  return entries;
}
