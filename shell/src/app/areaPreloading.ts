import { preloadArea, preloadFederationHost } from '../features/remotes/remoteRegistry';
import { areaOfPath, homesByRole, type Roles } from '../lib/paths';
import { RemoteArea } from './remoteAreaCode';

/**
 * Hovering a way into another area starts loading the remote that serves it and that page
 * (lib/areaIntent.tsx), and the shell's own part of an area, which the first area switch needs too.
 */
export function preloadAreaOfPath(path: string): void {
  const area = areaOfPath(path);
  if (!area) return;
  RemoteArea.preload().catch(() => undefined); // the area's render reports a failure
  preloadArea(area.remote, area.path);
}

/**
 * Once someone is signed in and the page is idle: the federation host and the areas their roles open,
 * each with its home page, so moving between areas waits on no network (issue 23). Not on a connection
 * the browser says should save data.
 */
export function preloadAreasByRole(person: Roles, currentPath: string): void {
  preloadFederationHost();
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const current = areaOfPath(currentPath)?.remote;
  for (const home of homesByRole(person)) {
    if (areaOfPath(home)?.remote !== current) preloadAreaOfPath(home);
  }
}
