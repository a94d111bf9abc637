import { preloadArea, preloadFederationHost } from '../features/remotes/remoteRegistry';
import { areaOfPath, homesByRole, type Roles } from '../lib/paths';

/** Hovering a way into another area starts loading the remote that serves it and that page (lib/areaIntent.tsx). */
export function preloadAreaOfPath(path: string): void {
  const area = areaOfPath(path);
  if (area) preloadArea(area.remote, area.path);
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
