// Bundles the functions with esbuild into lib/, the directory Firebase deploys and the emulators load:
// each entry point becomes one file with the workspace package (@madoguchi/shared) and every library
// inlined, except firebase-admin and firebase-functions, which the runtime installs from the
// package.json written beside them. kuromoji's dictionary, data it reads at run time, is copied in.
import { build } from 'esbuild';
import { copyFileSync, cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// `--out DIR` builds elsewhere (the deploy test); lib/ otherwise.
const outFlag = process.argv.indexOf('--out');
const out = outFlag > 0 ? path.resolve(process.argv[outFlag + 1]) : path.join(here, 'lib');
const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

/** Installed by Cloud Functions at deploy (and resolved from node_modules locally), never bundled. */
const RUNTIME_PACKAGES = ['firebase-admin', 'firebase-functions'];
/** Where in the output the dictionary goes; the bundles find it from their own place (readings.ts). */
const KUROMOJI_DICT = 'kuromoji-dict';
const kuromoji = path.dirname(createRequire(import.meta.url).resolve('kuromoji/package.json'));

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: {
    index: path.join(here, 'src/index.ts'),
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

// The emulator and the CLI read a project's parameters (.env.<project>) from the functions' directory,
// which is now lib/ (scripts/slack/localSecrets.mjs puts the local secrets there).
for (const name of readdirSync(here)) {
  if (name.startsWith('.env')) copyFileSync(path.join(here, name), path.join(out, name));
}


