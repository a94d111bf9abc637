// Bundles the functions with esbuild into lib/, the directory Firebase deploys and the emulators load:
// each entry point becomes one file with the workspace package (@madoguchi/shared) and every library
// inlined, except firebase-admin and firebase-functions, which the runtime installs from the
// package.json written beside them. kuromoji's dictionary, data it reads at run time, is copied in.
// Loaded per function (src/entry.cts): lib/index.js defines every function, but an instance of one of
// Slack's doors loads only the doors' light part and, on its first request, its own lib/doors/<door>.js;
// every other function comes from lib/functions.js. The files that are loaded together share modules
// by requiring them (SHARED), so each library and each module with state has one copy per process.
import { build } from 'esbuild';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// `--out DIR` builds elsewhere (the deploy test); lib/ otherwise.
const outFlag = process.argv.indexOf('--out');
const target = outFlag > 0 ? path.resolve(process.argv[outFlag + 1]) : path.join(here, 'lib');
// Built beside the target and moved in at the end: the Functions emulator of a running local stack
// reloads on every change to lib/, and a half-written lib/ made it drop every function until restarted.
const out = `${target}.next`;
const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

/** Installed by Cloud Functions at deploy (and resolved from node_modules locally), never bundled. */
const RUNTIME_PACKAGES = ['firebase-admin', 'firebase-functions'];
/** Where in the output the dictionary goes; the bundles find it from their own place (readings.ts). */
const KUROMOJI_DICT = 'kuromoji-dict';
const kuromoji = path.dirname(createRequire(import.meta.url).resolve('kuromoji/package.json'));

/** Slack's doors: src/slack/doors/<door>.ts, bundled as lib/doors/<door>.js and loaded on first request. */
const SLACK_DOORS = ['slackEvents', 'slackInteractions', 'slackCommands'];
/** Modules that more than one bundle loads, required from their own file rather than copied in. */
const SHARED = {
  // Sets the global options once, before any function is defined (setGlobalOptions warns when called twice).
  [path.join(here, 'src/platform/globalOptions.ts')]: './platform/globalOptions.js',
  // Every function but the doors: loaded by lib/index.js unless the instance is one of the doors.
  [path.join(here, 'src/index.ts')]: './functions.js',
  ...Object.fromEntries(SLACK_DOORS.map((door) => [path.join(here, `src/slack/doors/${door}.ts`), `./doors/${door}.js`])),
  // The doors' light part counts refused requests through it, on the first refusal only: it reads the
  // integration document through its contract, which carries zod, too heavy for the light part.
  [path.join(here, 'src/slack/signedTrafficStore.ts')]: './slack/signedTrafficStore.js',
};

/** Imports of SHARED modules become requires of their files (all entry files but the doors sit in lib/'s root). */
const sharedModules = {
  name: 'shared-modules',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\./ }, async (args) => {
      if (args.pluginData?.shared || args.kind === 'entry-point') return undefined;
      const resolved = await pluginBuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { shared: true } });
      const file = SHARED[resolved.path];
      if (!file) return undefined;
      if (path.dirname(args.importer).startsWith(path.join(here, 'src/slack/doors'))) throw new Error(`a door bundle may not require ${file}`);
      return { path: file, external: true };
    });
  },
};

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: {
    index: path.join(here, 'src/entry.cts'),
    functions: path.join(here, 'src/index.ts'),
    'platform/globalOptions': path.join(here, 'src/platform/globalOptions.ts'),
    'slack/signedTrafficStore': path.join(here, 'src/slack/signedTrafficStore.ts'),
    ...Object.fromEntries(SLACK_DOORS.map((door) => [`doors/${door}`, path.join(here, `src/slack/doors/${door}.ts`)])),
    // Scripts of the local stack, run with node against the emulators; left out of deploys (firebase.json).
    'dev/seed': path.join(here, 'src/dev/seed.ts'),
    'dev/seedVolume': path.join(here, 'src/dev/seedVolume.ts'),
    // Run by an operator against a project (README: Deploying); left out of deploys too.
    'ops/rebuildDerivedData': path.join(here, 'src/ops/rebuildDerivedData.ts'),
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: RUNTIME_PACKAGES,
  plugins: [sharedModules],
  // The doors' import() as a plain require: the same module cache and loader as the rest.
  supported: { 'dynamic-import': false },
  define: { BUNDLED_KUROMOJI_DICT: JSON.stringify(KUROMOJI_DICT) },
  sourcemap: true,
  logLevel: 'warning',
});

writeFileSync(
  path.join(out, 'package.json'),
  `${JSON.stringify(
    {
      name: 'madoguchi-functions',
      private: true,
      main: 'index.js',
      engines: manifest.engines,
      dependencies: Object.fromEntries(RUNTIME_PACKAGES.map((name) => [name, manifest.dependencies[name]])),
    },
    null,
    2,
  )}\n`,
);

// The compressed IPADIC files (18 MB) with the licence and notice their terms ask copies to carry.
cpSync(path.join(kuromoji, 'dict'), path.join(out, KUROMOJI_DICT), { recursive: true });
for (const name of ['LICENSE-2.0.txt', 'NOTICE.md']) copyFileSync(path.join(kuromoji, name), path.join(out, KUROMOJI_DICT, name));

// The emulator and the CLI read a project's parameters (.env.<project>) and the emulator its secrets
// (.secret.local, written by scripts/slack/localSecrets.mjs) from the functions' directory, which is now
// lib/: carried over on every build, so a rebuild while the local stack runs keeps its secrets (deploys
// leave .secret.local out, firebase.json).
for (const name of readdirSync(here)) {
  if (name.startsWith('.env') || name === '.secret.local') copyFileSync(path.join(here, name), path.join(out, name));
}

/** Every file under `dir`, as paths relative to it. */
const filesUnder = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

// Moved into the existing lib/ file by file (each rename is atomic), the entry last and stale files
// removed after: the emulator watches lib/ itself, and a lib/ replaced whole left it watching a
// directory that no longer existed, so it never reloaded again.
if (!existsSync(target)) renameSync(out, target);
else {
  const built = filesUnder(out).sort((a, b) => Number(a === 'index.js') - Number(b === 'index.js'));
  for (const file of built) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    renameSync(path.join(out, file), path.join(target, file));
  }
  const kept = new Set(built);
  for (const file of filesUnder(target)) if (!kept.has(file)) rmSync(path.join(target, file));
  rmSync(out, { recursive: true, force: true });
}
