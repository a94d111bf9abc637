#!/usr/bin/env node
// `npm test`: everything, in the order a failure is cheapest to find. Static checks, unit tests,
// production builds, then integration tests against the Firebase emulators and browser tests against
// the builds. Ends with one plain line "N passed, N failed" (CI reads it, not jest's summary).
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

function heading(text) {
  console.log(`\n━━ ${text} ━━`);
}

/** A check that is not a test runner (typecheck, lint, build) counts as one test. */
async function check(name, command) {
  heading(name);
  const ok = await timings.phase(name, async () => (await command()) === 0, () => 1);
  tally[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(name);
  return ok;
}

/** Runs jest projects and adds their counts; a crash without a report counts as one failure. */
async function jest(name, projects, options = {}) {
  heading(name);
  const report = await timings.phase(name, () => runJest(name, projects, options), (ran) => ran?.numTotalTests ?? null);
  if (report) timings.addReport(name, report);
}

/** One jest run; its JSON report, or null when it crashed without one. */
async function runJest(name, projects, { env, inBand = false }) {
  const outputFile = path.join(resultsDir, `${name}.json`);
  await rm(outputFile, { force: true });
  const args = ['jest', '--ci', '--json', `--outputFile=${outputFile}`, '--selectProjects', ...projects];
  if (inBand) args.push('--runInBand');
  const code = await npx(args, { env: { ...process.env, ...env } });
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

async function main() {
  await mkdir(resultsDir, { recursive: true });

  await check('typecheck', async () => {
    for (const project of ['tsconfig.json', 'functions/tsconfig.json', 'functions/test/tsconfig.json']) {
      const code = await npx(['tsc', '--noEmit', '-p', project]);
      if (code !== 0) return code;
    }
    return 0;
  });
  await check('lint', () => npx(['eslint', '--max-warnings', '0', '.']));
  await jest('unit', ['unit', 'unit-node']);
  await jest('dev-build', ['dev-build']);

  const built = await check('build', () => npm(['run', 'build']));
  if (!built) {
    console.error('ビルドに失敗したため、統合テストとブラウザテストは実行しません。');
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
  try {
    seeded = await check('seed', () =>
      run(process.execPath, ['functions/lib/dev/seed.js'], { env: { ...process.env, ...emulators.env } }),
    );
    if (seeded) {
      // One file at a time: the seed's own test rewrites demo data that the others read, and the
      // browser tests share the apps' fixed ports.
      await jest('integration', ['integration'], { env: { ...emulators.env, ...recordQueryShapes }, inBand: true });
      await jest('e2e', ['e2e'], { env: { ...emulators.env, ...recordQueryShapes }, inBand: true });
    }
  } finally {
    await emulators.stop();
  }
  if (seeded) await indexCoverage();
  await hostingE2e();
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
