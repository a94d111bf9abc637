/** @jest-environment node */
// firebase.json's Hosting sites (README: Deployment): one per app with its deploy target, the cache
// and CORS headers that keep the shell safe against version skew, and the SPA rewrite on the shell
// only. Checked with superstatic, the server the Hosting emulator runs, loaded from firebase-tools:
// its glob (minimatch) and regex (RE2) matching, and a real server over the same configuration.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { HOSTING_APPS } from '../../scripts/hosting/sites.mjs';

const repoRoot = path.resolve(__dirname, '../..');
const readJson = (relative: string): unknown => JSON.parse(readFileSync(path.join(repoRoot, relative), 'utf8'));

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
interface HostingSite {
  target: string;
  public: string;
  headers?: HeaderRule[];
  rewrites?: { source: string; destination: string }[];
  site?: string;
}
const firebaseJson = readJson('firebase.json') as { hosting: HostingSite[]; emulators: Record<string, { port?: number }> };
const firebaserc = readJson('.firebaserc') as { projects: Record<string, string>; targets: Record<string, { hosting: Record<string, string[]> }> };

const fromFirebaseTools = createRequire(require.resolve('firebase-tools/package.json'));
const patterns = fromFirebaseTools('superstatic/lib/utils/patterns') as {
  configMatcher(pathname: string, config: object): boolean;
  re2Available(): boolean;
};
const superstatic = fromFirebaseTools('superstatic') as {
  server(spec: object): { listen(done: () => void): Server };
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const site = (target: string) => firebaseJson.hosting.find((entry) => entry.target === target)!;
const REMOTES = HOSTING_APPS.filter((app) => app.remote).map((app) => app.target);

/** The rules of `target` that match `pathname`, as superstatic matches them (leading slash added). */
function matchingRules(target: string, pathname: string): HeaderRule[] {
  return (site(target).headers ?? []).filter((rule) =>
    patterns.configMatcher(pathname, rule.source ? { ...rule, source: `/${rule.source.replace(/^\/+/, '')}` } : rule),
  );
}

/** The value each header gets; throws when two rules set the same header (order would then matter). */
function headersFor(target: string, pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of matchingRules(target, pathname)) {
    for (const { key, value } of rule.headers) {
      if (key in result) throw new Error(`${target} ${pathname}: two rules set ${key}`);
      result[key] = value;
    }
  }
  return result;
}

// Names as webpack writes them (tools/webpack/createAppConfig.cjs: entries plain, chunks
// [name].[contenthash:10].js with source maps and extracted licence comments).
const HASHED = [
  '/8271.fe5fe68ad6.js',
  '/8271.fe5fe68ad6.js.map',
  '/firebase-auth.192be7cc1f.js',
  '/firebase-auth.192be7cc1f.js.map',
  '/1013.50b49a1923.js.LICENSE.txt',
  '/__federation_expose_Area.0a1b2c3d4e.js',
  '/vendors-node_modules_react-dom_client_js.89abcdef01.js',
];
const ENTRIES = [
  '/index.html',
  '/main.js',
  '/main.js.map',
  '/runtime-config.json',
  '/mf-manifest.json',
  '/mf-stats.json',
  '/remoteEntry.js',
  '/remoteEntry.js.map',
];
/** Look like chunks but carry no content hash of webpack's: never cached for a year. */
const NOT_HASHED = ['/8271.fe5fe68ad.js', '/8271.FE5FE68AD6.js', '/main.fe5fe68ad6.css', '/8271.fe5fe68ad6.jsx', '/a.fe5fe68ad6.js/x'];
/** Client-side routes of the shell, answered with index.html by the rewrite. */
const SPA_ROUTES = ['/', '/select', '/tenants/tenant-a', '/tenants/tenant-a/admin/users/', '/systemAdmin/tenants', '/slack/oauth_redirect'];

describe('sites and targets', () => {
  it('declares one site per app, with its deploy target and its build as the public directory', () => {
    expect(firebaseJson.hosting.map(({ target, public: dir }) => ({ target, dir }))).toEqual(
      HOSTING_APPS.map((app) => ({ target: app.target, dir: app.publicDir })),
    );
    for (const entry of firebaseJson.hosting) expect(entry.site).toBeUndefined();
  });

  it('maps every target to exactly one site of the demo project, so the Hosting emulator can resolve them', () => {
    const demo = firebaserc.projects.default ?? '';
    expect(demo).toBe('demo-madoguchi');
    const sites = firebaserc.targets[demo]!.hosting;
    expect(Object.keys(sites).sort()).toEqual(HOSTING_APPS.map((app) => app.target).sort());
    for (const target of Object.keys(sites)) expect(sites[target]).toHaveLength(1);
  });

  it('rewrites to index.html on the shell only', () => {
    expect(site('shell').rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
    for (const target of REMOTES) expect(site(target).rewrites).toBeUndefined();
  });

  it('keeps the emulators’ other parts', () => {
    expect(Object.keys(readJson('firebase.json') as object).sort()).toEqual(['emulators', 'firestore', 'functions', 'hosting', 'storage']);
  });
});

describe('header rules, as superstatic matches them', () => {
  it('writes regexes production Hosting (RE2) understands: no lookaround, no back-references', () => {
    const regexes = firebaseJson.hosting.flatMap((entry) => (entry.headers ?? []).flatMap((rule) => (rule.regex ? [rule.regex] : [])));
    expect(regexes.length).toBeGreaterThan(0);
    for (const regex of regexes) expect(regex).not.toMatch(/\(\?<?[=!]|\\[1-9]/);
    // superstatic matches with RE2 itself when its optional native module is installed (it is here;
    // without it, it falls back to JavaScript's RegExp and the tests below still hold).
    if (patterns.re2Available()) {
      const RE2 = fromFirebaseTools('re2') as new (pattern: string, flags: string) => unknown;
      for (const regex of regexes) expect(() => new RE2(regex, 'u')).not.toThrow();
    }
  });

  it.each(firebaseJson.hosting.map((entry) => entry.target))('%s: content-hashed chunks are immutable for a year', (target) => {
    for (const file of [...HASHED, ...HASHED.map((name) => `/nested/dir${name}`)]) {
      expect([file, headersFor(target, file)['Cache-Control']]).toEqual([file, IMMUTABLE]);
    }
  });

  it.each(firebaseJson.hosting.map((entry) => entry.target))('%s: pages, entries, manifests and the runtime config are never served stale', (target) => {
    for (const file of ENTRIES) expect([file, headersFor(target, file)['Cache-Control']]).toEqual([file, NO_CACHE]);
  });

  it.each(firebaseJson.hosting.map((entry) => entry.target))('%s: names without a webpack content hash are not immutable', (target) => {
    for (const file of NOT_HASHED) expect([file, headersFor(target, file)['Cache-Control']]).not.toEqual([file, IMMUTABLE]);
  });

  it('the shell’s client-side routes (index.html through the rewrite) are no-cache', () => {
    for (const route of SPA_ROUTES) expect([route, headersFor('shell', route)['Cache-Control']]).toEqual([route, NO_CACHE]);
  });

  it('the remotes allow any origin (public files, no credentials); the shell sends no CORS header', () => {
    for (const target of REMOTES) {
      for (const file of [...HASHED, ...ENTRIES, '/anything/else.txt']) {
        expect([target, file, headersFor(target, file)['Access-Control-Allow-Origin']]).toEqual([target, file, '*']);
      }
    }
    for (const file of [...HASHED, ...ENTRIES, ...SPA_ROUTES]) expect(headersFor('shell', file)['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('uses the same cache rules on every site', () => {
    const cacheRules = (target: string) => (site(target).headers ?? []).filter((rule) => rule.headers.some((h) => h.key === 'Cache-Control'));
    const [shellImmutable, shellEntries] = cacheRules('shell');
    for (const target of REMOTES) expect(cacheRules(target)).toEqual([shellImmutable, shellEntries]);
  });
});

describe('served by superstatic as the Hosting emulator runs it', () => {
  let root: string;
  const servers: Server[] = [];
  const origins: Record<string, string> = {};

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'madoguchi-hosting-'));
    for (const { target, publicDir } of HOSTING_APPS) {
      const dir = path.join(root, publicDir);
      mkdirSync(dir, { recursive: true });
      for (const file of ['index.html', 'main.js', 'runtime-config.json', '8271.fe5fe68ad6.js', 'mf-manifest.json', 'remoteEntry.js']) {
        writeFileSync(path.join(dir, file), `${target}:${file}`);
      }
      // Options as firebase-tools' lib/serve/hosting.js passes them.
      const server = superstatic
        .server({ port: 0, hostname: '127.0.0.1', config: structuredClone(site(target)), cwd: root, stack: 'strict', compression: true, debug: false })
        .listen(() => undefined);
      await new Promise((resolve) => server.once('listening', resolve));
      servers.push(server);
      origins[target] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(root, { recursive: true, force: true });
  });

  const get = async (target: string, pathname: string) => {
    const response = await fetch(`${origins[target]}${pathname}`, { headers: { Origin: 'http://127.0.0.1:5050' } });
    return {
      status: response.status,
      body: await response.text(),
      cache: response.headers.get('cache-control'),
      cors: response.headers.get('access-control-allow-origin'),
    };
  };

  it('answers a deep link on the shell with index.html, no-cache', async () => {
    expect(await get('shell', '/tenants/tenant-a')).toEqual({ status: 200, body: 'shell:index.html', cache: NO_CACHE, cors: null });
    expect(await get('shell', '/runtime-config.json')).toMatchObject({ status: 200, body: 'shell:runtime-config.json', cache: NO_CACHE });
    expect(await get('shell', '/8271.fe5fe68ad6.js')).toMatchObject({ status: 200, cache: IMMUTABLE });
  });

  it('serves a remote’s manifest and entry fresh with CORS, its chunks immutable, and no SPA fallback', async () => {
    expect(await get('user-app', '/mf-manifest.json')).toEqual({ status: 200, body: 'user-app:mf-manifest.json', cache: NO_CACHE, cors: '*' });
    expect(await get('tenant-admin-app', '/remoteEntry.js')).toMatchObject({ status: 200, cache: NO_CACHE, cors: '*' });
    expect(await get('system-admin-app', '/8271.fe5fe68ad6.js')).toMatchObject({ status: 200, cache: IMMUTABLE, cors: '*' });
    expect(await get('user-app', '/tenants/tenant-a')).toMatchObject({ status: 404 });
  });
});
