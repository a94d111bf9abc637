/** @jest-environment node */
// What `firebase deploy --only functions` does with the bundle before it uploads anything, run with the
// CLI's own code: check the generated package.json, start the bundle the way deploy discovers functions
// and read what it defines. (The upload itself needs a Google account and the network.)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import * as contracts from '@madoguchi/shared/contracts';

const repoRoot = path.resolve(__dirname, '../..');
// The bundle must sit where deploy finds firebase-admin and firebase-functions (functions/node_modules
// and the workspace's): a sibling of lib/.
const out = mkdtempSync(path.join(repoRoot, 'functions', '.bundle-test-'));

interface Endpoint {
  region: string[];
  availableMemoryMb?: number | null;
  platform: string;
  callableTrigger?: object;
  httpsTrigger?: object;
  scheduleTrigger?: object;
  eventTrigger?: object;
}

let endpoints: Record<string, Endpoint>;

/** Deploy's discovery, in a process of its own: the CLI leaves a timer behind that would hold jest. */
const DISCOVER = `
const { tryCreateDelegate } = require('firebase-tools/lib/deploy/functions/runtimes/node');
(async () => {
  const [projectDir, sourceDir] = process.argv.slice(1);
  const delegate = await tryCreateDelegate({ projectId: 'demo-madoguchi', projectDir, sourceDir, runtime: 'nodejs20' });
  await delegate.validate();
  const build = await delegate.discoverBuild({}, { GCLOUD_PROJECT: 'demo-madoguchi' });
  process.stdout.write(JSON.stringify(build.endpoints));
  process.exit(0);
})().catch((error) => { console.error(error); process.exit(1); });
`;

beforeAll(() => {
  execFileSync(process.execPath, [path.join(repoRoot, 'functions', 'build.mjs'), '--out', out], { stdio: 'pipe' });
  const printed = execFileSync(process.execPath, ['-e', DISCOVER, repoRoot, out], {
    cwd: repoRoot,
    encoding: 'utf8',
    // The bundle loads in well under a second; a busy machine may take longer than the CLI's 10 s.
    env: { ...process.env, FUNCTIONS_DISCOVERY_TIMEOUT: '120' },
  });
  endpoints = JSON.parse(printed);
}, 180_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

it('writes a package.json that installs only the runtime packages, for Node 20', () => {
  const manifest = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8'));
  const source = JSON.parse(readFileSync(path.join(repoRoot, 'functions', 'package.json'), 'utf8'));
  expect(manifest).toEqual({
    name: 'madoguchi-functions',
    private: true,
    main: 'index.js',
    engines: { node: '20' },
    dependencies: { 'firebase-admin': source.dependencies['firebase-admin'], 'firebase-functions': source.dependencies['firebase-functions'] },
  });
  expect(readdirSync(out).filter((name) => name.endsWith('.js'))).toEqual(['index.js']);
});

it('inlines the workspace package and the libraries: the bundle requires nothing else', () => {
  const bundle = readFileSync(path.join(out, 'index.js'), 'utf8');
  const required = new Set([...bundle.matchAll(/\brequire\("([^"./][^"]*)"\)/g)].map((match) => match[1]!.split('/')[0]!.replace(/^node:/, '')));
  const builtins = new Set(builtinModules);
  expect([...required].filter((name) => !builtins.has(name) && name !== '@google-cloud' && !name.startsWith('firebase-')).sort()).toEqual([]);
  expect([...required].filter((name) => name.startsWith('firebase-')).sort()).toEqual(['firebase-admin', 'firebase-functions']);
});

it("carries kuromoji's whole dictionary, with the licence and notice its terms ask for, in the deploy's root", () => {
  const kuromoji = path.dirname(require.resolve('kuromoji/package.json', { paths: [path.join(repoRoot, 'functions')] }));
  const dictionary = readdirSync(path.join(kuromoji, 'dict'));
  expect(dictionary.length).toBeGreaterThan(10);
  expect(readdirSync(path.join(out, 'kuromoji-dict')).sort()).toEqual([...dictionary, 'LICENSE-2.0.txt', 'NOTICE.md'].sort());
  expect(readFileSync(path.join(out, 'kuromoji-dict', 'NOTICE.md'), 'utf8')).toContain('Nara Institute of Science');
});

it('gives saveFaq, which loads the dictionary (about 300 MB of it), 1 GiB', () => {
  expect(endpoints['saveFaq']?.availableMemoryMb).toBe(1024);
});

it('defines every contract as a callable in asia-northeast1, and every function in that region', () => {
  const callables = Object.entries(endpoints).filter(([, endpoint]) => endpoint.callableTrigger).map(([name]) => name);
  const contractNames = Object.values(contracts as Record<string, unknown>)
    .filter((value): value is contracts.CallableContract => typeof value === 'object' && value !== null && 'access' in value && 'request' in value)
    .map((contract) => contract.name);
  expect(callables.sort()).toEqual(contractNames.sort());
  for (const [name, endpoint] of Object.entries(endpoints)) expect([name, endpoint.region]).toEqual([name, ['asia-northeast1']]);
});
