/** Per share key (a trailing slash covers its sub-paths): the version provided and the version asked for. */
export type SharedVersions = Readonly<Record<string, { version: string; requiredVersion: string }>>;

/** A key's versions: its own entry, or that of the longest prefix it falls under ('react/' for 'react/jsx-runtime'). */
export function sharedVersions(key: string, shared: SharedVersions): { version: string; requiredVersion: string } {
  const own = shared[key];
  if (own) return own;
  const prefix = Object.keys(shared)
    .filter((candidate) => candidate.endsWith('/') && key.startsWith(candidate))
    .sort((a, b) => b.length - a.length)[0];
  const entry = prefix && shared[prefix];
  if (!entry) throw new Error(`共有モジュール ${key} のバージョンがビルド設定にありません。`);
  return entry;
}
