/** @jest-environment node */
// What `firebase deploy --only functions` does with the bundle before it uploads anything, run with the
// CLI's own code: check the generated package.json, start the bundle the way deploy discovers functions
// and read what it defines. (The upload itself needs a Google account and the network.)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

// The local stack's secrets (scripts/slack/localSecrets.mjs); one is written for the build when the
// machine has none yet, and removed after.
const secretFile = path.join(repoRoot, 'functions', '.secret.local');
const ownSecretFile = !existsSync(secretFile);

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
  if (ownSecretFile) writeFileSync(secretFile, 'SLACK_SIGNING_SECRET=bundle-test\n');
  execFileSync(process.execPath, [path.join(repoRoot, 'functions', 'build.mjs'), '--out', out], { stdio: 'pipe' });
  const printed = execFileSync(process.execPath, ['-e', DISCOVER, repoRoot, out], {
    cwd: repoRoot,
    encoding: 'utf8',
    // The bundle loads in well under a second; a busy machine may take longer than the CLI's 10 s.
    env: { ...process.env, FUNCTIONS_DISCOVERY_TIMEOUT: '120' },
  });
  endpoints = JSON.parse(printed);
}, 180_000);

afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  if (ownSecretFile) rmSync(secretFile, { force: true });
});

it("keeps the local stack's secrets beside the bundle, so a rebuild while it runs leaves Slack's doors working", () => {
  expect(readFileSync(path.join(out, '.secret.local'), 'utf8')).toBe(readFileSync(secretFile, 'utf8'));
});

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
});

/** Every .js file of the bundle that deploys (dev/ and ops/ are left out, firebase.json), relative to it. */
const deployedFiles = (dir = out): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.relative(out, path.join(dir, entry.name));
    if (entry.isDirectory()) return ['dev', 'ops', 'kuromoji-dict'].includes(relative) ? [] : deployedFiles(path.join(dir, entry.name));
    return entry.name.endsWith('.js') ? [relative] : [];
  });

const DOORS = ['slackEvents', 'slackInteractions', 'slackCommands'];
/** A function of each door's handler code (slack/doors/*.ts and what it imports). */
const DOOR_HANDLERS = { slackEvents: 'handleEventCallback', slackInteractions: 'handleInteraction', slackCommands: 'slashSearch' };

it("loads per function: index.js carries the doors' light part, each door's handler is a file of its own", () => {
  expect(deployedFiles().sort()).toEqual([
    'doors/slackCommands.js', 'doors/slackEvents.js', 'doors/slackInteractions.js', 'functions.js', 'index.js', 'platform/globalOptions.js', 'slack/signedTrafficStore.js',
  ]);
  const index = readFileSync(path.join(out, 'index.js'), 'utf8');
  // The light part only: the method, the signature, the body, and a require of the door's file.
  expect(index.length).toBeLessThan(50_000);
  for (const door of DOORS) {
    const handler = DOOR_HANDLERS[door as keyof typeof DOOR_HANDLERS];
    expect([door, index.includes(`require("./doors/${door}.js")`)]).toEqual([door, true]);
    expect([door, new RegExp(`function ${handler}\\(`).test(index)]).toEqual([door, false]);
    expect([door, new RegExp(`function ${handler}\\(`).test(readFileSync(path.join(out, 'doors', `${door}.js`), 'utf8'))]).toEqual([door, true]);
    // …and the rest of the functions do not carry them either.
    expect([door, new RegExp(`function ${handler}\\(`).test(readFileSync(path.join(out, 'functions.js'), 'utf8'))]).toEqual([door, false]);
  }
  // Firebase-functions' global options are set once per process, from their own file.
  expect(readFileSync(path.join(out, 'functions.js'), 'utf8')).toContain('require("./platform/globalOptions.js")');
});

it("starts a door's instance without the other functions, and any other instance with every function", () => {
  const exportsOf = (target: string) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        ['-e', `const e = require(${JSON.stringify(path.join(out, 'index.js'))}); process.stdout.write(JSON.stringify({ names: Object.keys(e).sort(), rest: Object.keys(require.cache).some((file) => file.endsWith('functions.js')) }))`],
        { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, GCLOUD_PROJECT: 'demo-madoguchi', FUNCTION_TARGET: target } },
      ),
    ) as { names: string[]; rest: boolean };
  expect(exportsOf('slackEvents')).toEqual({ names: [...DOORS].sort(), rest: false });
  const other = exportsOf('saveFaq');
  expect(other.rest).toBe(true);
  expect(other.names.sort()).toEqual(Object.keys(endpoints).sort());
});

it('inlines the workspace package and the libraries: the bundle requires nothing else', () => {
  for (const file of deployedFiles()) {
    const bundle = readFileSync(path.join(out, file), 'utf8');
    const required = new Set([...bundle.matchAll(/\brequire\("([^"./][^"]*)"\)/g)].map((match) => match[1]!.split('/')[0]!.replace(/^node:/, '')));
    const builtins = new Set(builtinModules);
    expect([file, [...required].filter((name) => !builtins.has(name) && name !== '@google-cloud' && !name.startsWith('firebase-')).sort()]).toEqual([file, []]);
    expect([file, [...required].filter((name) => name.startsWith('firebase-') && name !== 'firebase-admin' && name !== 'firebase-functions')]).toEqual([file, []]);
    // Files of the bundle required from one another are files of the bundle.
    for (const [, relative] of bundle.matchAll(/\brequire\("(\.[^"]*)"\)/g)) expect([file, relative, existsSync(path.join(out, path.dirname(file), relative!))]).toEqual([file, relative, true]);
  }
});

it("defines Slack's three doors as public HTTPS functions", () => {
  for (const door of DOORS) expect([door, Boolean(endpoints[door]?.httpsTrigger)]).toEqual([door, true]);
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
