import type { RemoteName, RuntimeConfig } from '@madoguchi/shared';

// Where each remote's mf-manifest.json is, from the runtime config. Apart from the loader
// (features/remotes/remoteRegistry.ts) and the navigation, so the login page's start-up loads neither.

let urls: RuntimeConfig['remotes'] | undefined;

export function setRemoteManifestUrls(remotes: RuntimeConfig['remotes']): void {
  urls = remotes;
}

export function remoteManifestUrl(remote: RemoteName): string | undefined {
  return urls?.[remote];
}
