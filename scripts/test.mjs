#!/usr/bin/env node
// `npm test`: everything, in three lanes side by side. The integration lane builds the functions, starts
// the Firebase emulators on a stack of its own (ports shifted, scripts/emulators/stack.mjs) and runs the
// integration tests. The browser lane, once the apps are built, starts the emulators on the spec's ports
// (the apps are built for them) and runs the browser tests, then the Hosting preview's. The build lane
// builds the apps first, then runs the static checks and the unit tests. The browser and build lanes run
// at a lower priority, mostly on the CPU the integration tests leave idle (at the same priority the build
// lane slowed them by as much as it ran). Ends with one plain line "N passed, N failed" (CI reads it, not
// jest's summary).
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './emulators/config.mjs';
import { emulatorStack, startEmulators } from './emulators/index.mjs';
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
/**
 * The integration tests' stack: every port 20 above the spec's (docs/product.md#emulator-ports), which
 * the browser lane uses.
 */
const INTEGRATION_STACK = emulatorStack(20);

function heading(text) {
  console.log(`\n━━ ${text} ━━`);
}

/**
 * Where a phase's output goes. The integration lane prints as it runs; the other lanes' phases write to
 * a log each, printed whole under their heading when they end, so the lanes' lines never interleave.
 */
const streamed = { heading, logFile: () => undefined, niceness: 0, done: async () => {} };
/** A lane whose phases are logged, run at `niceness` (scripts/lib/run.mjs). */
const logged = (lane, { niceness }) => ({
  heading: () => {},
  logFile: (name) => path.join(resultsDir, `${name}.log`),
  niceness,
  async done(name) {
    heading(`${name}（${lane}）`);
    process.stdout.write(await readFile(path.join(resultsDir, `${name}.log`), 'utf8').catch(() => ''));
  },
});
// The integration tests are the longest lane: the others give way to them, the build lane the most (the
// browser tests' waits are ceilings of 30 s, the unit tests' of 5 s).
const buildLog = logged('ビルドの列', { niceness: 5 });
const browserLog = logged('ブラウザの列', { niceness: 2 });

/**
 * `work` as the phase `name` of `lane`: under its heading, timed, given where its output goes and at
 * what priority (`{ logFile, niceness }`); a logged phase's output is printed when it ends.
 */
async function phase(name, lane, work, testsOf) {
  lane.heading(name);
  const logFile = lane.logFile(name);
  if (logFile) await rm(logFile, { force: true });
  const outcome = await timings.phase(name, () => work({ logFile, niceness: lane.niceness }), testsOf);
  await lane.done(name);
  return outcome;
}

/** A check that is not a test runner (typecheck, lint, build) counts as one test. */
async function check(name, command, lane = streamed) {
  const ok = await phase(name, lane, async (output) => (await command(output)) === 0, () => 1);
  tally[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(name);
  return ok;
}

/** Services that did not start count as one failure. */
function failedToStart(name, error) {
  console.error(error.message);
  tally.failed += 1;
  failures.push(name);
}

/** Runs jest projects and adds their counts; a crash without a report counts as one failure. */
async function jest(name, projects, options = {}, lane = streamed) {
  const report = await phase(name, lane, (output) => runJest(name, projects, { ...options, ...output }), (ran) => ran?.numTotalTests ?? null);
  if (report) timings.addReport(name, report);
}

/**
 * jest's processes with a young generation twice V8's default: loading each file's modules again
 * allocates so much that the scavenges alone were a tenth of the unit tests' CPU (161 → 147 CPU-s).
 */
const youngGeneration = { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=32'].filter(Boolean).join(' ') };

/** One jest run; its JSON report, or null when it crashed without one. */
async function runJest(name, projects, { env, oneAtATime = false, logFile, niceness }) {
  const outputFile = path.join(resultsDir, `${name}.json`);
  await rm(outputFile, { force: true });
  const args = ['jest', '--ci', '--json', `--outputFile=${outputFile}`, '--selectProjects', ...projects];
  // One file at a time, in a worker replaced when it holds too much (workerIdleMemoryLimit, jest.config.cjs).
  if (oneAtATime) args.push('--maxWorkers=1');
  const code = await npx(args, { env: { ...process.env, ...youngGeneration, ...env }, logFile, niceness });
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

/** The apps' production builds, then the static checks and the unit tests; `appsBuilt` hears whether the apps built. */
async function buildLane(appsBuilt) {
  appsBuilt(await check('build (apps)', (output) => npm(['run', 'build', ...APPS.flatMap((app) => ['-w', app])], output), buildLog));
  // Both remember what they checked (.cache/tsc, .cache/eslint): a file not changed since the last run,
  // and nothing it depends on (tsc), is not checked again. No lint rule reads types, so a file's lint
  // depends on its own text and the config alone.
  await check(
    'typecheck',
    async (output) => {
      for (const project of ['tsconfig.json', 'functions/tsconfig.json', 'functions/test/tsconfig.json']) {
        const buildInfo = path.join(repoRoot, '.cache', 'tsc', `${project.replaceAll('/', '-')}.tsbuildinfo`);
        const code = await npx(['tsc', '--noEmit', '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo], output);
        if (code !== 0) return code;
      }
      return 0;
    },
    buildLog,
  );
  const lintCache = ['--cache', '--cache-strategy', 'content', '--cache-location', path.join(repoRoot, '.cache', 'eslint', '')];
  await check('lint', (output) => npx(['eslint', '--max-warnings', '0', ...lintCache, '.'], output), buildLog);
  await jest('unit', ['unit', 'unit-node'], {}, buildLog);
  await jest('dev-build', ['dev-build'], {}, buildLog);
}

/**
 * A stack of emulators with the demo data for `tests` (given the variables that point at it), stopped
 * after them; resolves to whether the tests ran. `lane` says where the phases' output goes.
 */
async function withSeededEmulators(name, stack, lane, tests) {
  let emulators;
  try {
    // At the lane's priority, functions workers included: the browser lane's stack yields to the integration lane's bursts.
    emulators = await phase(`emulators (${name})`, lane, ({ niceness }) =>
      startEmulators({ env: recordQueryShapes, stack, niceness, log: lane === streamed ? console.log : () => {} }),
    );
  } catch (error) {
    failedToStart(`emulators (${name})`, error);
    return false;
  }
  try {
    const seeded = await check(`seed (${name})`, (output) => run(process.execPath, ['functions/lib/dev/seed.js'], { ...output, env: { ...process.env, ...emulators.env } }), lane);
    if (seeded) await tests({ ...emulators.env, ...recordQueryShapes });
    return seeded;
  } finally {
    await emulators.stop();
  }
}

/** The integration tests on their own stack, once the functions are built. */
async function integrationLane(functionsBuilt) {
  if (!(await functionsBuilt)) return false;
  // One file at a time: the seed's own test rewrites demo data that the others read.
  return withSeededEmulators('integration', INTEGRATION_STACK, streamed, (env) => jest('integration', ['integration'], { env, oneAtATime: true }));
}

/** The browser tests on the spec's stack, once the functions and the apps are built; then the Hosting preview's. */
async function browserLane(functionsBuilt, appsBuilt) {
  if (!(await functionsBuilt)) return false;
  if (!(await timings.phase('waiting for the apps build', () => appsBuilt))) {
    console.error('アプリのビルドに失敗したため、ブラウザテストは実行しません。');
    return false;
  }
  // The test files share the apps' fixed ports: one at a time.
  const ran = await withSeededEmulators('browser', emulatorStack(), browserLog, (env) => jest('e2e', ['e2e'], { env, oneAtATime: true }, browserLog));
  await hostingE2e(browserLog);
  return ran;
}

/** Every query shape recorded above against firestore.indexes.json, and the table of them. */
async function indexCoverage() {
  await jest('index-coverage', ['index-coverage'], { env: recordQueryShapes });
  const table = await readFile(path.join(queryShapesDir, 'coverage.txt'), 'utf8').catch(() => '');
  if (table) console.log(`\n${table}`);
}

/** The production builds as Firebase Hosting serves them (npm run preview): the route crawler, then the delivery tests. */
async function hostingE2e(lane) {
  let preview;
  try {
    preview = await phase('preview (start)', lane, ({ logFile, niceness }) => startPreview({ log: () => {}, logFile, niceness }));
  } catch (error) {
    failedToStart('preview', error);
    return;
  }
  try {
    const env = { ...preview.env, PREVIEW_URLS: JSON.stringify(preview.urls) };
    // The crawler first, on the demo data as seeded: the delivery tests rebuild and stop remotes.
    await jest('crawler', ['crawler'], { env, oneAtATime: true }, lane);
    await jest('e2e-hosting', ['e2e-hosting'], { env, oneAtATime: true }, lane);
  } finally {
    await preview.stop();
  }
}

async function main() {
  await mkdir(resultsDir, { recursive: true });
  await rm(queryShapesDir, { recursive: true, force: true });
  let appsBuilt;
  const apps = new Promise((resolve) => (appsBuilt = resolve));
  const functionsBuilt = check('build (functions)', () => npm(['run', 'build', '-w', 'functions']));
  void functionsBuilt.then((built) => built || console.error('Functions のビルドに失敗したため、統合テストとブラウザテストは実行しません。'));
  const [, integrated, browsed] = await Promise.all([buildLane(appsBuilt), integrationLane(functionsBuilt), browserLane(functionsBuilt, apps)]);
  // Both lanes recorded the shapes of the queries they ran.
  if (integrated && browsed) await indexCoverage();
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
