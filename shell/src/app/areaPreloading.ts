import { preloadArea } from '../features/remotes/remoteRegistry';
import { remoteOfPath } from '../lib/paths';

/** Hovering a way into another area starts loading the remote that serves it (lib/areaIntent.tsx). */
export function preloadAreaOfPath(path: string): void {
  const remote = remoteOfPath(path);
  if (remote) preloadArea(remote);
}
