// FAQ search quality and speed on a public Japanese development set (bench/search: 125 help-desk
// entries, graded queries of every kind issue 20 names), for our engine and the libraries people would
// pick instead, configured as their documentation recommends for Japanese (bench/search/engines).
// `npm run bench -- search`; writes bench/results/search.{json,md}. Metrics: bench/search/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { madoguchiEngine } from './search/engines/madoguchi';
import { miniSearchEngine } from './search/engines/minisearch';
import { oramaEngine } from './search/engines/orama';
import { flexSearchEngine } from './search/engines/flexsearch';
import type { BenchFaq, SearchEngine, SynonymGroups } from './search/engines/types';

export interface Query {
  id: string;
  query: string;
  kind: string;
  /** 2: the best answer (one per answerable query), 1: also acceptable; {} when the FAQ has no answer. */
  relevant: Record<string, 1 | 2>;
}

interface Quality {
  queries: number;
  recallAt1: number;
  recallAt5: number;
  mrrAt10: number;
}

export interface EngineResult {
  name: string;
  config: string;
  answerable: Quality;
  noHitRate: number;
  noAnswerSilence: number;
  buildMs: Stats;
  queryMs: Stats;
  byKind: Record<string, Quality | { queries: number; silence: number }>;
  misses: { id: string; query: string; best: string; got: string[] }[];
}

interface Stats {
  p50: number;
  p95: number;
}

const LIMIT = 10;
const BUILD_RUNS = 5;
const QUERY_RUNS = 5;
const WARMUP = 2;
const SCALE_ENTRIES = 3000;
// Issue 20's targets for our engine.
const TARGETS = { recallAt1: 0.9, recallAt5: 0.97, noHitRate: 0.02, noAnswerSilence: 0.7, scaleP95Ms: 1 };

const setDir = path.join(__dirname, 'search');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(setDir, file), 'utf8')) as T;

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

export const bestOf = (query: Query) => Object.keys(query.relevant).find((id) => query.relevant[id] === 2);

function quality(queries: Query[], results: Map<string, string[]>): Quality {
  let at1 = 0;
  let at5 = 0;
  let reciprocal = 0;
  for (const query of queries) {
    const rank = (results.get(query.id) ?? []).indexOf(bestOf(query) ?? '') + 1;
    if (rank === 1) at1 += 1;
    if (rank >= 1 && rank <= 5) at5 += 1;
    if (rank >= 1 && rank <= LIMIT) reciprocal += 1 / rank;
  }
  const n = queries.length || 1;
  return { queries: queries.length, recallAt1: at1 / n, recallAt5: at5 / n, mrrAt10: reciprocal / n };
}

const silence = (queries: Query[], results: Map<string, string[]>) =>
  queries.filter((query) => (results.get(query.id) ?? []).length === 0).length / (queries.length || 1);

/** Query times in ms: every query once per run, after warm-up runs, so each query weighs the same. */
function timeQueries(engine: SearchEngine, queries: readonly string[]): Stats {
  for (let run = 0; run < WARMUP; run += 1) for (const query of queries) engine.search(query, LIMIT);
  const samples: number[] = [];
  for (let run = 0; run < QUERY_RUNS; run += 1) {
    for (const query of queries) {
      const start = performance.now();
      engine.search(query, LIMIT);
      samples.push(performance.now() - start);
    }
  }
  return stats(samples);
}

async function timeBuilds(engine: SearchEngine, faqs: readonly BenchFaq[], synonyms: SynonymGroups): Promise<Stats> {
  const samples: number[] = [];
  for (let run = 0; run < WARMUP + BUILD_RUNS; run += 1) {
    const start = performance.now();
    await engine.build(faqs, synonyms);
    if (run >= WARMUP) samples.push(performance.now() - start);
  }
  return stats(samples);
}

export async function evaluate(engine: SearchEngine, faqs: BenchFaq[], synonyms: SynonymGroups, queries: Query[]): Promise<EngineResult> {
  const buildMs = await timeBuilds(engine, faqs, synonyms);
  const results = new Map(queries.map((query) => [query.id, engine.search(query.query, LIMIT)]));
  const answerable = queries.filter((query) => bestOf(query));
  const noAnswer = queries.filter((query) => !bestOf(query));
  const byKind: EngineResult['byKind'] = {};
  for (const kind of [...new Set(queries.map((query) => query.kind))]) {
    const ofKind = queries.filter((query) => query.kind === kind);
    byKind[kind] = ofKind.every((query) => !bestOf(query))
      ? { queries: ofKind.length, silence: silence(ofKind, results) }
      : quality(ofKind, results);
  }
  return {
    name: engine.name,
    config: engine.config,
    answerable: quality(answerable, results),
    noHitRate: silence(answerable, results),
    noAnswerSilence: silence(noAnswer, results),
    buildMs,
    queryMs: timeQueries(engine, queries.map((query) => query.query)),
    byKind,
    misses: answerable
      .filter((query) => (results.get(query.id) ?? [])[0] !== bestOf(query))
      .map((query) => ({ id: query.id, query: query.query, best: bestOf(query) ?? '', got: (results.get(query.id) ?? []).slice(0, 3) })),
  };
}

/**
 * ~3,000 entries from the set, deterministically: each copy names another site and reorders the
 * answer's sentences, so copies are near-duplicates (the hard case for an index) and never equal.
 */
function scaledSet(faqs: readonly BenchFaq[], size: number): BenchFaq[] {
  const sites = ['本社', '京都', '大阪', '名古屋', '福岡', '札幌', '仙台', '広島', '横浜', '神戸', '千葉', '埼玉'];
  return Array.from({ length: size }, (_, index) => {
    const faq = faqs[index % faqs.length] as BenchFaq;
    const copy = Math.floor(index / faqs.length);
    if (copy === 0) return faq;
    const sentences = faq.answerHtml.split('</p>');
    const shift = copy % Math.max(1, sentences.length);
    return {
      id: `${faq.id}~${copy}`,
      question: `${faq.question}（${sites[copy % sites.length]}・${copy}）`,
      answerHtml: [...sentences.slice(shift), ...sentences.slice(0, shift)].join('</p>'),
      tags: [...faq.tags, sites[copy % sites.length] ?? ''],
    };
  });
}

export const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const ms = (value: number) => value.toFixed(3);
const pad = (cells: string[], widths: number[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 10)).join(' ');

export function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  return [pad(header, widths), widths.map((w) => '-'.repeat(w)).join(' '), ...rows.map((row) => pad(row, widths))];
}

export function markdownTable(header: string[], rows: string[][]): string[] {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)];
}

// Higher is better except for the rates of failing and the times.
const LOWER_IS_BETTER = new Set(['noHitRate', 'buildP50', 'queryP50', 'queryP95']);
const figures = (result: EngineResult): Record<string, number> => ({
  recallAt1: result.answerable.recallAt1,
  recallAt5: result.answerable.recallAt5,
  mrrAt10: result.answerable.mrrAt10,
  noHitRate: result.noHitRate,
  noAnswerSilence: result.noAnswerSilence,
  buildP50: result.buildMs.p50,
  queryP50: result.queryMs.p50,
  queryP95: result.queryMs.p95,
});

/** Ours divided by the best peer's figure for each metric (which peer is best may differ per metric). */
function ratios(ours: EngineResult, peers: EngineResult[]): Record<string, { bestPeer: string; ratio: number | null }> {
  const mine = figures(ours);
  return Object.fromEntries(
    Object.keys(mine).map((key) => {
      const better = (a: number, b: number) => (LOWER_IS_BETTER.has(key) ? a < b : a > b);
      const best = peers.reduce((a, b) => (better(figures(b)[key] ?? 0, figures(a)[key] ?? 0) ? b : a));
      const theirs = figures(best)[key] ?? 0;
      return [key, { bestPeer: best.name, ratio: theirs === 0 ? null : (mine[key] ?? 0) / theirs }];
    }),
  );
}

export async function run(): Promise<void> {
  const faqs = readJson<BenchFaq[]>('faqs.json');
  const queries = readJson<Query[]>('queries.json');
  const synonyms = readJson<SynonymGroups>('synonyms.json');
  const answerable = queries.filter((query) => bestOf(query)).length;
  console.log(`${faqs.length} entries, ${queries.length} queries (${answerable} answerable, ${queries.length - answerable} without an answer), ${synonyms.length} synonym groups`);
  console.log(`node ${process.version}; ${BUILD_RUNS} builds and ${QUERY_RUNS} runs of every query after ${WARMUP} warm-ups; top ${LIMIT} results; times in ms`);

  const engines = [madoguchiEngine(), miniSearchEngine(), oramaEngine(), flexSearchEngine()];
  const results: EngineResult[] = [];
  for (const engine of engines) results.push(await evaluate(engine, faqs, synonyms, queries));
  const [ours, ...peers] = results as [EngineResult, ...EngineResult[]];

  const summaryHeader = ['engine', 'R@1', 'R@5', 'MRR@10', 'no-hit', 'silence', 'build p50', 'query p50', 'query p95'];
  const summaryRows = results.map((result) => [
    result.name,
    pct(result.answerable.recallAt1),
    pct(result.answerable.recallAt5),
    result.answerable.mrrAt10.toFixed(3),
    pct(result.noHitRate),
    pct(result.noAnswerSilence),
    ms(result.buildMs.p50),
    ms(result.queryMs.p50),
    ms(result.queryMs.p95),
  ]);
  const versus = ratios(ours, peers);
  const ratioRow = ['ours / best peer', ...Object.values(versus).map(({ ratio }) => (ratio === null ? '—' : `${ratio.toFixed(2)}×`))];
  console.log('');
  for (const line of table(summaryHeader, [...summaryRows, ratioRow])) console.log(line);

  const kinds = Object.keys(ours.byKind);
  const kindHeader = ['kind', 'n', ...results.map((result) => `${result.name} R@1 / R@5`)];
  const kindRows = kinds.map((kind) => [
    kind,
    String(ours.byKind[kind]?.queries ?? 0),
    ...results.map((result) => {
      const figure = result.byKind[kind];
      if (!figure) return '';
      return 'silence' in figure ? `silence ${pct(figure.silence)}` : `${pct(figure.recallAt1)} / ${pct(figure.recallAt5)}`;
    }),
  ]);
  console.log('');
  for (const line of table(kindHeader, kindRows)) console.log(line);

  const scaled = scaledSet(faqs, SCALE_ENTRIES);
  const scaleEngine = madoguchiEngine();
  const scaleBuild = await timeBuilds(scaleEngine, scaled, synonyms);
  const scaleQuery = timeQueries(scaleEngine, queries.map((query) => query.query));
  console.log(`\nscale: ${scaled.length} entries (the set replicated with perturbations): build p50 ${ms(scaleBuild.p50)} ms, query p50 ${ms(scaleQuery.p50)} ms, p95 ${ms(scaleQuery.p95)} ms`);

  const targets = [
    { what: 'recall@1', value: pct(ours.answerable.recallAt1), target: `≥ ${pct(TARGETS.recallAt1)}`, ok: ours.answerable.recallAt1 >= TARGETS.recallAt1 },
    { what: 'recall@5', value: pct(ours.answerable.recallAt5), target: `≥ ${pct(TARGETS.recallAt5)}`, ok: ours.answerable.recallAt5 >= TARGETS.recallAt5 },
    { what: 'no-hit rate', value: pct(ours.noHitRate), target: `< ${pct(TARGETS.noHitRate)}`, ok: ours.noHitRate < TARGETS.noHitRate },
    { what: 'no-answer silence', value: pct(ours.noAnswerSilence), target: `≥ ${pct(TARGETS.noAnswerSilence)}`, ok: ours.noAnswerSilence >= TARGETS.noAnswerSilence },
    { what: `query p95 on ${scaled.length} entries`, value: `${ms(scaleQuery.p95)} ms`, target: `< ${TARGETS.scaleP95Ms} ms`, ok: scaleQuery.p95 < TARGETS.scaleP95Ms },
  ];
  console.log('\n■ 目標 (issue 20 targets, ours)');
  for (const { what, value, target, ok } of targets) console.log(`  ${ok ? 'OK  ' : 'MISS'} ${what}: ${value} (${target})`);

  const resultsDir = path.join(__dirname, 'results');
  const json = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    set: { entries: faqs.length, queries: queries.length, answerable, noAnswer: queries.length - answerable, synonymGroups: synonyms.length },
    runs: { builds: BUILD_RUNS, queryRuns: QUERY_RUNS, warmup: WARMUP, limit: LIMIT },
    engines: results,
    oursVersusBestPeer: versus,
    scale: { entries: scaled.length, buildMs: scaleBuild, queryMs: scaleQuery },
    targets,
  };
  writeFileSync(path.join(resultsDir, 'search.json'), `${JSON.stringify(json, null, 2)}\n`);
  const md = [
    '# FAQ search benchmark (`npm run bench -- search`)',
    '',
    `Measured ${json.measuredAt} on node ${process.version}. Set: ${faqs.length} entries, ${queries.length} queries (${answerable} answerable, ${queries.length - answerable} without an answer); see bench/search/README.md.`,
    '',
    ...markdownTable(summaryHeader, [...summaryRows, ratioRow]),
    '',
    ...markdownTable(kindHeader, kindRows),
    '',
    `Scale: ${scaled.length} entries, build p50 ${ms(scaleBuild.p50)} ms, query p50 ${ms(scaleQuery.p50)} ms, p95 ${ms(scaleQuery.p95)} ms.`,
    '',
    'Issue 20 targets (ours):',
    '',
    ...targets.map(({ what, value, target, ok }) => `- ${ok ? '✅' : '❌'} ${what}: ${value} (${target})`),
    '',
    'Engines:',
    '',
    ...results.map((result) => `- ${result.name}: ${result.config}`),
    '',
  ].join('\n');
  writeFileSync(path.join(resultsDir, 'search.md'), md);
  console.log(`\n→ bench/results/search.json, bench/results/search.md`);
}
