// What the shell reads from a remote's mf-manifest.json besides compatibility (./compatibility.ts).

interface ManifestEntry {
  metaData?: { publicPath?: unknown; remoteEntry?: { path?: unknown; name?: unknown } };
}

/** The remote entry a manifest names: beside the manifest when its public path is 'auto'. */
export function remoteEntryUrl(manifest: unknown, manifestUrl: string): string | null {
  const { publicPath, remoteEntry } = (manifest as ManifestEntry | null)?.metaData ?? {};
  if (typeof remoteEntry?.name !== 'string' || !remoteEntry.name) return null;
  const folder = typeof remoteEntry.path === 'string' && remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : '';
  const base = typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('./', manifestUrl);
  return new URL(`${folder}${remoteEntry.name}`, base).href;
}
