// `npm run bench -- textSearch [--runs N] [--no-build]`: the lists' text search on a large tenant (issue
// 23, target 5). Builds the functions, starts the emulators, seeds tenant-search alone (50,000
// inquiries and 5,000 users with their search entries: functions/src/dev/searchVolume.ts; the other
// benchmarks' data is not touched, so nothing else is slowed), then measures each query's first page in
// Node through the real data functions (bench/textSearch.ts) and writes bench/results/text-search.{json,md}.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulators } from '../emulators/index.mjs';
import { npm, run } from '../lib/run.mjs';
import { requireTs } from './requireTs.mjs';

const COUNTS = { inquiries: 50_000, users: 5_000 };
export const TARGETS = { ms: 1000, reads: 50 };

const DEFINITIONS = [
  `tenant: tenant-search, ${COUNTS.inquiries.toLocaleString('en')} inquiries and ${COUNTS.users.toLocaleString('en')} users, each with its search entry (functions/src/dev/searchVolume.ts); the emulators on this machine, as \`npm test\` starts them`,
  'first page: what the inquiries list (20 rows) and the users list (25 rows) ask for when a tenant admin searches, through fetchInquiries / fetchTenantUsers (shared/src/data) in Node, signed in as the admin under the real rules; the page is not rendered',
  'time: wall time of that call, unthrottled, over loopback; "first" is the first ask of the query, then the median (min–max) of the runs after it',
  'reads: Firestore reads as the client counts them (globalThis.__MADOGUCHI_FIRESTORE_READS__: one per document returned, one for an empty answer), the same on every run',
  'matches: inquiries or users of the tenant the query matches, worked out from the seed\'s own records with containsAllWords (the lists\' filter)',
  'full: the page holds min(matches, page size) rows and offers another page exactly when more matches remain (never an empty page while matches remain)',
  'former scan: the same first page by the lists\' former search (scanPage over the list in its order, 100 documents a read, at most 500 a page)',
];

const log = (line) => console.log(line);
const fmt = (ms) => `${Math.round(ms)} ms`;

/** Whether a first page is as full as the matches allow, and says whether more follow. */
const isFull = (m) => m.rows === Math.min(m.matches, m.pageSize) && m.more === m.matches > m.pageSize;

function markdown(result) {
  const rows = result.results.map(
    (m) =>
      `| ${m.list === 'inquiries' ? '問い合わせ' : 'ユーザー'} | 「${m.query}」 ${m.kind} | ${m.matches.toLocaleString('en')} | ${m.rows}${m.more ? ' +' : ''} ${isFull(m) ? '✅' : '❌'} | ` +
      `${m.reads} | ${fmt(m.firstMs)} | ${fmt(m.ms.median)} (${fmt(m.ms.min)}–${fmt(m.ms.max)}) | ${m.scan.rows}${m.scan.more ? ' +' : ''} / ${m.scan.reads} / ${fmt(m.scan.ms)} |`,
  );
  const worst = { reads: Math.max(...result.results.map((m) => m.reads)), ms: Math.max(...result.results.map((m) => m.ms.median)) };
  return [
    '# Text search on a large tenant (`npm run bench -- textSearch`)',
    '',
    `Measured ${result.measuredAt} on ${result.machine}. Seeding took ${result.seedSeconds.toFixed(0)} s.`,
    '',
    '| list | query | matches | first page (rows, + more) full | reads | first | median (min–max) | former scan: rows / reads / time |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Targets (issue 23): ≤ ${TARGETS.reads} reads and ≤ ${TARGETS.ms} ms for the first page, never an empty page while matches remain. ` +
      `Worst here: ${worst.reads} reads, ${fmt(worst.ms)} median.`,
    '',
    'What the emulator itself takes (median of the runs, after a first ask), whatever the search does:',
    '',
    ...result.emulatorFloor.map(({ what, ms }) => `- ${what}: ${fmt(ms.median)} (${fmt(ms.min)}–${fmt(ms.max)})`),
    '',
    'Definitions:',
    '',
    ...DEFINITIONS.map((line) => `- ${line}`),
    '',
  ].join('\n');
}

/** How the web benchmark's report reads the summary below. */
export const TEXT_SEARCH_DEFINITION =
  "the first page of a tenant admin's text search over 50,000 inquiries and 5,000 users (issue 23, target 5), from the latest `npm run bench -- textSearch` " +
  '(bench/results/text-search.json, its own date and machine; each query\'s figures and the definitions in text-search.md): per list, the fastest and slowest ' +
  "query's median time, unthrottled, the most Firestore reads any query's first page took, and whether every first page was full (never empty while matches remain)";

/**
 * The latest text search results (bench/results/text-search.json), as the web benchmark's report
 * carries them beside its own figures: per list, the slowest median, the most reads and whether every
 * first page was full. Null when the benchmark has not been run.
 */
export function textSearchSummary(root) {
  const file = path.join(root, 'bench/results/text-search.json');
  if (!existsSync(file)) return null;
  const result = JSON.parse(readFileSync(file, 'utf8'));
  const lists = {};
  for (const m of result.results) {
    const list = (lists[m.list] ??= { queries: 0, slowestMs: 0, slowestQuery: '', mostReads: 0, allFull: true, fastestMs: Infinity });
    list.queries += 1;
    if (m.ms.median > list.slowestMs) Object.assign(list, { slowestMs: m.ms.median, slowestQuery: m.query });
    list.fastestMs = Math.min(list.fastestMs, m.ms.median);
    list.mostReads = Math.max(list.mostReads, m.reads);
    list.allFull &&= isFull(m);
  }
  return { measuredAt: result.measuredAt, machine: result.machine, counts: result.counts, runs: result.runs, targets: result.targets, lists };
}

/** Runs the whole benchmark and writes its results; resolves to them. */
export async function runTextSearchBench({ root, runs, build }) {
  console.log('\n━━ textSearch: the lists\' search on 50,000 inquiries and 5,000 users ━━');
  if (build && (await npm(['run', 'build', '-w', 'functions'])) !== 0) throw new Error('ビルドに失敗しました (functions)');
  const emulators = await startEmulators({ log });
  try {
    const started = Date.now();
    const seedArgs = ['functions/lib/dev/seedVolume.js', '--search', '--inquiries', String(COUNTS.inquiries), '--users', String(COUNTS.users)];
    if ((await run(process.execPath, seedArgs, { env: { ...process.env, ...emulators.env } })) !== 0) throw new Error('seedVolume --search failed');
    const seedSeconds = (Date.now() - started) / 1000;
    Object.assign(process.env, emulators.env);
    const bench = requireTs(import.meta.url)(path.join(root, 'bench/textSearch.ts'));
    const { results, floor } = await bench.run({ runs, counts: COUNTS, log });
    const result = {
      measuredAt: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 1e9)} GB, Node ${process.version}`,
      counts: COUNTS,
      runs,
      seedSeconds,
      targets: TARGETS,
      definitions: DEFINITIONS,
      results: results.map((m) => ({ ...m, full: isFull(m) })),
      emulatorFloor: floor,
    };
    const dir = path.join(root, 'bench/results');
    writeFileSync(path.join(dir, 'text-search.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(path.join(dir, 'text-search.md'), markdown(result));
    for (const { what, ms } of floor) console.log(`emulator floor: ${what}: ${fmt(ms.median)}`);
    console.log('\n■ 目標 (targets)');
    for (const m of result.results) {
      const ok = m.reads <= TARGETS.reads && m.ms.median <= TARGETS.ms && m.full;
      console.log(`  ${ok ? 'OK  ' : 'OVER'} ${m.list} 「${m.query}」: ${m.reads} reads, ${fmt(m.ms.median)}${m.full ? '' : ', page not full'}`);
    }
    console.log('\n→ bench/results/text-search.json, bench/results/text-search.md');
    return result;
  } finally {
    await emulators.stop();
  }
}
