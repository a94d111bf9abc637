import { REMOTE_LABELS, type RemoteName } from '@madoguchi/shared';

// Whether a remote may run in this shell, decided from its mf-manifest.json before any of its code
// runs: the shell contract it implements, and the majors of the singletons it was built against (it
// would get the shell's copy of each, and a remote built for another major breaks on it).

export interface ShellExpectations {
  contractVersion: number;
  /** Package name → the version the shell provides. */
  singletons: Readonly<Record<string, string>>;
}

export type Compatibility = { ok: true } | { ok: false; reason: string };

interface ManifestShape {
  metaData?: { madoguchi?: { contractVersion?: unknown; bundledVersions?: Record<string, unknown> } };
  shared?: { name?: unknown; version?: unknown }[];
}

/** Same major; for 0.x the minor is the major, as in semver's caret ranges. */
export function sameMajor(a: string, b: string): boolean {
  const parse = (version: string) => /^(\d+)\.(\d+)/.exec(version)?.slice(1, 3).map(Number);
  const [left, right] = [parse(a), parse(b)];
  if (!left || !right) return false;
  return left[0] === right[0] && (left[0] !== 0 || left[1] === right[1]);
}

export function checkCompatibility(remote: RemoteName, manifest: unknown, shell: ShellExpectations): Compatibility {
  const label = REMOTE_LABELS[remote];
  const { metaData, shared } = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as ManifestShape;
  const declared = metaData?.madoguchi?.contractVersion;
  if (typeof declared !== 'number') {
    return { ok: false, reason: `${label}が対応するアプリのバージョンを確認できないため、表示できません。` };
  }
  if (declared !== shell.contractVersion) {
    const newer = declared > shell.contractVersion;
    return {
      ok: false,
      reason: `${label}は${newer ? '新しい' : '古い'}バージョン（v${declared}）のアプリ向けのため、このアプリ（v${shell.contractVersion}）では表示できません。`,
    };
  }
  for (const [name, provided] of Object.entries(shell.singletons)) {
    // The router is not a shared module of its own: it travels inside the shared package's router entry.
    const built = shared?.find((entry) => entry.name === name)?.version ?? metaData?.madoguchi?.bundledVersions?.[name];
    if (typeof built === 'string' && !sameMajor(built, provided)) {
      return { ok: false, reason: `${label}は ${name} ${built} 向けに作られており、このアプリの ${provided} と互換性がないため、表示できません。` };
    }
  }
  return { ok: true };
}
