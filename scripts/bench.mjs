#!/usr/bin/env node
// npm run bench — the benchmarks; timings live only here, never in tests (README: Performance).
//   npm run bench                      everything below, then writes bench/results/web.{json,md}
//   npm run bench -- node [name]       bench/*.bench.ts in this process (the FAQ search index in Node)
//   npm run bench -- search            FAQ search quality against MiniSearch and Orama (bench/search.bench.ts, then
//                                      the blind sets of bench/search/heldout: bench/searchHeldout.bench.ts)
//   npm run bench -- web [options]     A/B/C in the browser (scripts/bench/web)
//   npm run bench -- start [--runs N]  seconds from `npm start` to the login page served
//   npm run bench -- textSearch [--runs N] [--no-build]  the lists' text search on 50,000 inquiries and
//                                      5,000 users (scripts/bench/textSearch.mjs); not part of `all`
//   npm run bench -- coldStart [--runs N] [--no-build] [--bundle DIR] [--label NAME] [--before DIR]  each Slack door's
//                                      cold start, index.js to first answer (scripts/bench/coldStart.mjs,
//                                      bench/results/cold-start.{json,md}); not part of `all`
// web options: --runs N (5) --conditions unthrottled,slow4g --variants A,B,C
//   --parts login,areas,deepLink,reads,search,typing --no-build --label NAME (writes web-NAME.*)
//   --federated-dists DIR (measure C from DIR/<app> instead of each app's dist, e.g. an older build)
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runColdStartBench } from './bench/coldStart.mjs';
import { requireTs } from './bench/requireTs.mjs';
import { runTextSearchBench } from './bench/textSearch.mjs';
import { cell, stats } from './bench/web/report.mjs';
import { runWebBench, writeResults } from './bench/web/index.mjs';
import { timeNpmStart } from './bench/web/startup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string' },
    conditions: { type: 'string', default: 'unthrottled,slow4g' },
    variants: { type: 'string', default: 'A,B,C' },
    parts: { type: 'string', default: 'login,areas,deepLink,reads,search,typing' },
    'no-build': { type: 'boolean', default: false },
    label: { type: 'string', default: 'latest' },
    'federated-dists': { type: 'string' },
    bundle: { type: 'string' },
    before: { type: 'string' },
  },
});
const [mode = 'all', filter] = positionals;
const list = (text) => text.split(',').map((item) => item.trim()).filter(Boolean);

/**
 * bench/*.bench.ts whose name contains `only` (all without it), compiled on require by @swc/core
 * (installed for jest) so they import the real sources.
 */
async function runNodeBenches(only = filter) {
  const require = requireTs(import.meta.url);
  const benches = readdirSync(benchDir).filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)));
  if (benches.length === 0) throw new Error(`no bench matches ${only ?? 'bench/*.bench.ts'}`);
  for (const file of benches) {
    console.log(`\n━━ ${file} ━━`);
    await require(path.join(benchDir, file)).run();
  }
}

async function runStart(runs) {
  console.log(`\n━━ npm start → login page served (${runs} runs) ━━`);
  const seconds = [];
  for (let index = 1; index <= runs; index += 1) {
    seconds.push(await timeNpmStart(root));
    console.log(`run ${index}: ${seconds.at(-1).toFixed(1)} s`);
  }
  const figure = { seconds: stats(seconds), samples: seconds };
  console.log(`npm start: ${cell(figure.seconds, 's')}`);
  writeFileSync(path.join(root, 'bench/results/start.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figure }, null, 2)}\n`);
  return figure;
}

async function runWeb() {
  console.log('\n━━ web: A static / B one bundle / C federated ━━');
  return runWebBench({
    root,
    runs: Number(values.runs ?? 5),
    conditions: list(values.conditions),
    variantNames: list(values.variants),
    parts: list(values.parts),
    build: !values['no-build'],
    label: values.label,
    federatedDists: values['federated-dists'] && path.resolve(values['federated-dists']),
  });
}

function finish(result) {
  const files = writeResults(root, result);
  console.log('\n■ 目標 (targets)');
  for (const { what, value, target, ok } of result.targets) {
    console.log(`  ${ok === null ? '—   ' : ok ? 'OK  ' : 'OVER'} ${what}: ${value} (${target})`);
  }
  console.log(`\n→ ${files.map((file) => path.relative(root, file)).join(', ')}`);
}

try {
  if (mode === 'node') await runNodeBenches();
  else if (mode === 'search') await runNodeBenches('search'); // the development set, then the blind sets
  else if (mode === 'start') await runStart(Number(values.runs ?? 3));
  else if (mode === 'textSearch') await runTextSearchBench({ root, runs: Number(values.runs ?? 5), build: !values['no-build'] });
  else if (mode === 'coldStart') {
    await runColdStartBench({ root, runs: Number(values.runs ?? 10), build: !values['no-build'], bundle: values.bundle, before: values.before, label: values.label === 'latest' ? 'current' : values.label });
  } else if (mode === 'web') finish(await runWeb());
  else if (mode === 'all') {
    await runNodeBenches();
    const result = await runWeb();
    result.start = await runStart(3);
    finish(result);
  } else throw new Error(`unknown mode ${mode}: use node, search, web, start, textSearch, coldStart or nothing`);
} catch (error) {
  console.error(`ベンチマークに失敗しました (bench failed): ${error.stack ?? error.message}`);
  process.exitCode = 1;
}
