import type { RemoteName, RuntimeConfig } from '@madoguchi/shared';

// Where each remote's mf-manifest.json is, from the runtime config. Apart from the loader
// (./remoteRegistry.ts), so the login page's start-up does not load the loader.

let urls: RuntimeConfig['remotes'] | undefined;

export function setRemoteManifestUrls(remotes: RuntimeConfig['remotes']): void {
  urls = remotes;
}

export function remoteManifestUrl(remote: RemoteName): string | undefined {
  return urls?.[remote];
}
