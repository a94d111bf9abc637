/** @jest-environment node */
// Dependency hygiene of the workspaces. The shell and the three remotes share React, the router,
// Fluent and @madoguchi/shared as Module Federation singletons (tools/webpack/sharedModules.cjs): that
// works only while every package asks for the same exact version and the lockfile holds one copy.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

const WORKSPACES = ['shared', 'shell', 'user-app', 'tenant-admin-app', 'system-admin-app', 'functions'] as const;
const APPS = ['shell', 'user-app', 'tenant-admin-app', 'system-admin-app'] as const;
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

/** Every app builds and runs these itself, so each states them in its own package.json. */
const APP_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  '@fluentui/react-components',
  '@module-federation/enhanced',
  'webpack',
  '@madoguchi/shared',
] as const;

/** Packages whose second copy would break a singleton (or double the bundle): one version in the lockfile. */
const SINGLE_COPY_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'firebase',
  '@fluentui/react-components',
  'webpack',
  '@module-federation/enhanced',
  // Shared as a singleton too (tools/webpack/sharedModules.cjs): its registry lives on the window.
  'keyborg',
] as const;

type DependencyField = (typeof DEPENDENCY_FIELDS)[number];
type PackageJson = { name: string; version: string; workspaces?: string[] } & Partial<
  Record<DependencyField, Record<string, string>>
>;
interface LockEntry {
  version?: string;
  link?: boolean;
  resolved?: string;
}
interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry & Partial<Record<DependencyField, Record<string, string>>>>;
}

const readJson = <T>(relative: string): T => JSON.parse(readFileSync(path.join(repoRoot, relative), 'utf8')) as T;

/** '' is the root package; the rest are the workspace directories. */
const manifests: { dir: string; pkg: PackageJson }[] = [
  { dir: '', pkg: readJson<PackageJson>('package.json') },
  ...WORKSPACES.map((dir) => ({ dir, pkg: readJson<PackageJson>(`${dir}/package.json`) })),
];
const label = (dir: string) => (dir === '' ? 'package.json' : `${dir}/package.json`);
const manifest = (dir: string) => manifests.find((m) => m.dir === dir)!.pkg;
const lockfile = readJson<Lockfile>('package-lock.json');

interface Declared {
  file: string;
  field: DependencyField;
  name: string;
  spec: string;
}
const declared: Declared[] = manifests.flatMap(({ dir, pkg }) =>
  DEPENDENCY_FIELDS.flatMap((field) =>
    Object.entries(pkg[field] ?? {}).map(([name, spec]) => ({ file: label(dir), field, name, spec })),
  ),
);

// A plain semver version: no range operators, wildcards, tags, URLs, file:/workspace:/npm: protocols.
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** Versions of `name` installed anywhere in the tree, from the lockfile's "node_modules/<name>" keys. */
function lockedVersions(name: string): Map<string, string[]> {
  const versions = new Map<string, string[]>();
  for (const [key, entry] of Object.entries(lockfile.packages)) {
    if (key !== `node_modules/${name}` && !key.endsWith(`/node_modules/${name}`)) continue;
    const version = entry.link ? `link:${entry.resolved}` : (entry.version ?? '(none)');
    versions.set(version, [...(versions.get(version) ?? []), key]);
  }
  return versions;
}

describe('the workspace list', () => {
  it('is the one these tests check', () => {
    // A new workspace must be added here too, or its package.json would escape every check below.
    expect(manifest('').workspaces).toEqual([...WORKSPACES]);
  });
});

describe('versions are pinned exactly', () => {
  it('recognises exact versions and rejects ranges, tags and protocols', () => {
    for (const spec of ['19.3.1', '0.1.0', '1.0.0-rc.1', '2.0.344']) expect(spec).toMatch(EXACT_VERSION);
    for (const spec of ['^19.3.1', '~1.2.3', '*', 'latest', '>=1.0.0', '1.x', '1.2', '1.2.3 - 1.3.0', '1.2.3 || 2.0.0']) {
      expect(spec).not.toMatch(EXACT_VERSION);
    }
    for (const spec of ['workspace:*', 'file:../shared', 'npm:react@19.3.1', 'github:facebook/react']) {
      expect(spec).not.toMatch(EXACT_VERSION);
    }
  });

  it.each(manifests.map(({ dir }) => [label(dir), dir] as const))('%s', (_label, dir) => {
    const entries = declared.filter((entry) => entry.file === label(dir));
    if (dir !== 'shared' && dir !== 'functions') expect(entries.length).toBeGreaterThan(0);
    const loose = entries.filter((entry) => !EXACT_VERSION.test(entry.spec)).map((e) => `${e.field}: ${e.name}@${e.spec}`);
    expect(loose).toEqual([]);
  });

  it('names each workspace package at the version that workspace has', () => {
    const workspaceVersions = new Map(manifests.map(({ pkg }) => [pkg.name, pkg.version]));
    const wrong = declared
      .filter((entry) => workspaceVersions.has(entry.name) && entry.spec !== workspaceVersions.get(entry.name))
      .map((e) => `${e.file} ${e.field}: ${e.name}@${e.spec} (workspace is ${workspaceVersions.get(e.name)})`);
    expect(declared.some((entry) => entry.name === '@madoguchi/shared')).toBe(true);
    expect(wrong).toEqual([]);
  });
});

describe('one version of each dependency across the workspaces', () => {
  it('every package.json that names a dependency names the same version', () => {
    const byName = new Map<string, Declared[]>();
    for (const entry of declared) byName.set(entry.name, [...(byName.get(entry.name) ?? []), entry]);
    // Sanity: the check has something to compare (react is named by shared and all four apps).
    expect(byName.get('react')?.length).toBeGreaterThanOrEqual(5);

    const conflicts = [...byName.entries()]
      .filter(([, entries]) => new Set(entries.map((entry) => entry.spec)).size > 1)
      .map(([name, entries]) => `${name}: ${entries.map((e) => `${e.spec} (${e.file} ${e.field})`).join(', ')}`);
    expect(conflicts).toEqual([]);
  });
});

describe('the apps state what they build and share', () => {
  it.each(APPS)('%s lists react, the router, Fluent, Module Federation, webpack and @madoguchi/shared', (app) => {
    const pkg = manifest(app);
    const own = { ...pkg.dependencies, ...pkg.devDependencies };
    expect(APP_PACKAGES.filter((name) => !(name in own))).toEqual([]);
  });

  it.each(APPS)('%s reaches Firebase only through @madoguchi/shared', (app) => {
    const names = DEPENDENCY_FIELDS.flatMap((field) => Object.keys(manifest(app)[field] ?? {}));
    expect(names.filter((name) => name === 'firebase' || name.startsWith('@firebase/'))).toEqual([]);
  });
});

describe('package-lock.json', () => {
  it('is a v3 lockfile whose workspace entries match the package.json files', () => {
    expect(lockfile.lockfileVersion).toBe(3);
    for (const { dir, pkg } of manifests) {
      const entry = lockfile.packages[dir];
      expect({ dir, version: entry?.version }).toEqual({ dir, version: pkg.version });
      for (const field of DEPENDENCY_FIELDS) {
        // A package.json edited without `npm install` leaves the lockfile describing something else.
        expect({ file: label(dir), field, deps: entry?.[field] ?? {} }).toEqual({
          file: label(dir),
          field,
          deps: pkg[field] ?? {},
        });
      }
    }
  });

  it('finds several copies where there are several (self-check)', () => {
    // Some transitive package is always installed in more than one version; if none is found, the
    // key matching below is broken and the single-copy test would pass vacuously.
    const names = new Set(
      Object.keys(lockfile.packages)
        .filter((key) => key.includes('node_modules/'))
        .map((key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)),
    );
    expect([...names].some((name) => lockedVersions(name).size > 1)).toBe(true);
  });

  it.each(SINGLE_COPY_PACKAGES)('resolves exactly one version of %s, the pinned one', (name) => {
    const versions = lockedVersions(name);
    expect({ name, versions: [...versions.keys()] }).toEqual({ name, versions: [expect.any(String)] });
    const [version] = [...versions.keys()];
    const pinned = new Set(declared.filter((entry) => entry.name === name).map((entry) => entry.spec));
    // react-router is only a dependency of react-router-dom, pinned nowhere directly.
    if (pinned.size > 0) expect([...pinned]).toEqual([version]);
  });
});
