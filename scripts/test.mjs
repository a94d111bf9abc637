#!/usr/bin/env node
// `npm test`: everything, in two lanes side by side. The emulator lane builds the functions, starts the
// Firebase emulators and runs the integration tests, then the browser tests once the apps are built;
// the build lane meanwhile runs the static checks, the unit tests and the production builds of the apps
// at a lower priority, mostly on the CPU the integration tests leave idle (at the same priority it slowed
// them by as much as it ran). Ends with one plain line "N passed, N failed" (CI reads it, not jest's
// summary).
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './emulators/config.mjs';
import { startEmulators } from './emulators/index.mjs';
import { npm, npx, run } from './lib/run.mjs';
import { startPreview } from './preview.mjs';
import { testTimings } from './lib/testTimings.mjs';

const resultsDir = path.join(repoRoot, '.cache', 'test-results');
// The shapes of the queries the integration and browser tests run (functions/src/platform/
// queryShapeRecorder.ts, test/setup/queryShapes.ts), checked against firestore.indexes.json after them.
const queryShapesDir = path.join(repoRoot, '.cache', 'query-shapes');
const recordQueryShapes = { MADOGUCHI_QUERY_SHAPES_DIR: queryShapesDir };
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = testTimings(repoRoot);
const APPS = ['shell', 'user-app', 'tenant-admin-app', 'system-admin-app'];

function heading(text) {
  console.log(`\n━━ ${text} ━━`);
}

/**
 * Where a phase's output goes. The emulator lane prints as it runs; the build lane's phases write to a
 * log each, printed whole under their heading when they end, so the two lanes' lines never interleave.
 */
const streamed = { heading, logFile: () => undefined, yielding: false, done: async () => {} };
const logged = {
  heading: () => {},
  logFile: (name) => path.join(resultsDir, `${name}.log`),
  yielding: true,
  async done(name) {
    heading(`${name}（ビルドの列）`);
    process.stdout.write(await readFile(path.join(resultsDir, `${name}.log`), 'utf8').catch(() => ''));
  },
};

/** A check that is not a test runner (typecheck, lint, build) counts as one test. */
async function check(name, command, lane = streamed) {
  lane.heading(name);
  const logFile = lane.logFile(name);
  if (logFile) await rm(logFile, { force: true });
  const ok = await timings.phase(name, async () => (await command({ logFile, yielding: lane.yielding })) === 0, () => 1);
  await lane.done(name);
  tally[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(name);
  return ok;
}

/** Runs jest projects and adds their counts; a crash without a report counts as one failure. */
async function jest(name, projects, options = {}, lane = streamed) {
  lane.heading(name);
  const logFile = lane.logFile(name);
  if (logFile) await rm(logFile, { force: true });
  const report = await timings.phase(name, () => runJest(name, projects, { ...options, logFile, yielding: lane.yielding }), (ran) => ran?.numTotalTests ?? null);
  await lane.done(name);
  if (report) timings.addReport(name, report);
}

/** One jest run; its JSON report, or null when it crashed without one. */
async function runJest(name, projects, { env, inBand = false, logFile, yielding }) {
  const outputFile = path.join(resultsDir, `${name}.json`);
  await rm(outputFile, { force: true });
  const args = ['jest', '--ci', '--json', `--outputFile=${outputFile}`, '--selectProjects', ...projects];
  if (inBand) args.push('--runInBand');
  const code = await npx(args, { env: { ...process.env, ...env }, logFile, yielding });
  let report;
  try {
    report = JSON.parse(await readFile(outputFile, 'utf8'));
  } catch {
    tally.failed += 1;
    failures.push(`${name} (jest exited ${code} without a report)`);
    return null;
  }
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numFailedTests > 0 || report.numFailedTestSuites > 0) failures.push(name);
  // A suite that fails to load has no failed tests of its own.
  const brokenSuites = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0);
  tally.failed += brokenSuites.length;
  return report;
}

/** The static checks, the unit tests and the apps' production builds; resolves to whether the apps built. */
async function buildLane() {
  await check(
    'typecheck',
    async (output) => {
      for (const project of ['tsconfig.json', 'functions/tsconfig.json', 'functions/test/tsconfig.json']) {
        const code = await npx(['tsc', '--noEmit', '-p', project], output);
        if (code !== 0) return code;
      }
      return 0;
    },
    logged,
  );
  await check('lint', (output) => npx(['eslint', '--max-warnings', '0', '.'], output), logged);
  await jest('unit', ['unit', 'unit-node'], {}, logged);
  await jest('dev-build', ['dev-build'], {}, logged);
  return check('build (apps)', (output) => npm(['run', 'build', ...APPS.flatMap((app) => ['-w', app])], output), logged);
}

/** The functions, the emulators, the integration tests; then, once `appsBuilt`, the browser tests. */
async function emulatorLane(appsBuilt) {
  if (!(await check('build (functions)', () => npm(['run', 'build', '-w', 'functions'])))) {
    console.error('Functions のビルドに失敗したため、統合テストとブラウザテストは実行しません。');
    return;
  }
  heading('emulators');
  await rm(queryShapesDir, { recursive: true, force: true });
  let emulators;
  try {
    emulators = await timings.phase('emulators (start)', () => startEmulators({ env: recordQueryShapes }));
  } catch (error) {
    console.error(error.message);
    tally.failed += 1;
    failures.push('emulators');
    return;
  }
  let seeded = false;
  let browsers = false;
  try {
    seeded = await check('seed', () => run(process.execPath, ['functions/lib/dev/seed.js'], { env: { ...process.env, ...emulators.env } }));
    if (seeded) {
      // One file at a time: the seed's own test rewrites demo data that the others read, and the
      // browser tests share the apps' fixed ports.
      await jest('integration', ['integration'], { env: { ...emulators.env, ...recordQueryShapes }, inBand: true });
      browsers = await timings.phase('waiting for the apps build', () => appsBuilt);
      if (browsers) await jest('e2e', ['e2e'], { env: { ...emulators.env, ...recordQueryShapes }, inBand: true });
      else console.error('アプリのビルドに失敗したため、ブラウザテストは実行しません。');
    }
  } finally {
    await emulators.stop();
  }
  if (seeded && browsers) await indexCoverage();
  if (browsers) await hostingE2e();
}

/** Every query shape recorded above against firestore.indexes.json, and the table of them. */
async function indexCoverage() {
  await jest('index-coverage', ['index-coverage'], { env: recordQueryShapes });
  const table = await readFile(path.join(queryShapesDir, 'coverage.txt'), 'utf8').catch(() => '');
  if (table) console.log(`\n${table}`);
}

/** The production builds as Firebase Hosting serves them (npm run preview): the route crawler, then the delivery tests. */
async function hostingE2e() {
  heading('preview (Hosting emulator)');
  let preview;
  try {
    preview = await timings.phase('preview (start)', () => startPreview());
  } catch (error) {
    console.error(error.message);
    tally.failed += 1;
    failures.push('preview');
    return;
  }
  try {
    const env = { ...preview.env, PREVIEW_URLS: JSON.stringify(preview.urls) };
    // The crawler first, on the demo data as seeded: the delivery tests rebuild and stop remotes.
    await jest('crawler', ['crawler'], { env, inBand: true });
    await jest('e2e-hosting', ['e2e-hosting'], { env, inBand: true });
  } finally {
    await preview.stop();
  }
}

async function main() {
  await mkdir(resultsDir, { recursive: true });
  const apps = buildLane();
  await Promise.all([apps, emulatorLane(apps)]);
}

try {
  await main();
} catch (error) {
  console.error(error);
  tally.failed += 1;
  failures.push('test runner');
}
console.log(`\n${await timings.report(path.join(resultsDir, 'timings.md'))}`);
if (failures.length) console.log(`\n失敗: ${failures.join(', ')}`);
// Skipped tests print their reason where they are collected; the last line stays exactly the summary CI reads.
if (tally.skipped) console.log(`\n${tally.skipped} skipped (理由は各テストの出力を参照)`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
