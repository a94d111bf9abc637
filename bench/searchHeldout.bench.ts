// FAQ search quality on sets its authors never tuned against (issue 40): three corpora of other domains
// in bench/search/heldout, written blind (without the engine, its development set or its results),
// each query in a development half or a held-out half. Tuning may look at the development half only;
// the held-out half is the figure that counts. `npm run bench -- search` runs it after the development
// set; writes bench/results/search-heldout.{json,md}. Metrics as bench/search/README.md.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bestOf, markdownTable, pct, table, type Query } from './search.bench';
import { madoguchiEngine } from './search/engines/madoguchi';
import { miniSearchEngine } from './search/engines/minisearch';
import { oramaEngine } from './search/engines/orama';
import { flexSearchEngine } from './search/engines/flexsearch';
import type { BenchFaq, SearchEngine, SynonymGroups } from './search/engines/types';

const LIMIT = 10;
const SPLITS = ['dev', 'heldout'] as const;
type Split = (typeof SPLITS)[number];
interface HeldoutQuery extends Query {
  split: Split;
}

/** What one engine did with one query: the best answer's rank (0 when absent or none), what it showed. */
interface Outcome {
  corpus: string;
  query: HeldoutQuery;
  rank: number;
  shown: number;
  top: string[];
  /** 「もしかして」, offered apart when nothing is shown (engines that have it). */
  offered: string[];
}

const heldoutDir = path.join(__dirname, 'search', 'heldout');
const readJson = <T>(...parts: string[]): T => JSON.parse(readFileSync(path.join(heldoutDir, ...parts), 'utf8')) as T;

function corpora(): { name: string; faqs: BenchFaq[]; queries: HeldoutQuery[]; synonyms: SynonymGroups }[] {
  return readdirSync(heldoutDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      name,
      faqs: readJson<BenchFaq[]>(name, 'faqs.json'),
      queries: readJson<HeldoutQuery[]>(name, 'queries.json'),
      synonyms: readJson<SynonymGroups>(name, 'synonyms.json'),
    }));
}

async function outcomes(engine: SearchEngine, corpus: ReturnType<typeof corpora>[number]): Promise<Outcome[]> {
  await engine.build(corpus.faqs, corpus.synonyms);
  return corpus.queries.map((query) => {
    const top = engine.search(query.query, LIMIT);
    const offered = top.length === 0 ? (engine.nearMisses?.(query.query) ?? []) : [];
    return { corpus: corpus.name, query, rank: top.indexOf(bestOf(query) ?? '') + 1, shown: top.length, top: top.slice(0, 3), offered };
  });
}

/**
 * R@1, R@5, MRR@10 over the answerable outcomes (confident hits only); no-hit: nothing shown at all,
 * 「もしかして」 included; offered: the best answer only among 「もしかして」; silence: no confident hit
 * for a query without an answer (issue 40's terms).
 */
function figures(all: Outcome[]) {
  const answerable = all.filter(({ query }) => bestOf(query));
  const none = all.filter(({ query }) => !bestOf(query));
  const share = (items: Outcome[], test: (item: Outcome) => boolean) => (items.length ? items.filter(test).length / items.length : 0);
  return {
    answerable: answerable.length,
    noAnswer: none.length,
    recallAt1: share(answerable, ({ rank }) => rank === 1),
    recallAt5: share(answerable, ({ rank }) => rank >= 1 && rank <= 5),
    mrrAt10: answerable.length ? answerable.reduce((sum, { rank }) => sum + (rank ? 1 / rank : 0), 0) / answerable.length : 0,
    noHitRate: share(answerable, ({ shown, offered }) => shown === 0 && offered.length === 0),
    offeredRate: share(answerable, ({ query, offered }) => offered.includes(bestOf(query) ?? '')),
    noAnswerSilence: share(none, ({ shown }) => shown === 0),
  };
}

const row = (label: string, outcome: ReturnType<typeof figures>) => [
  label,
  String(outcome.answerable),
  pct(outcome.recallAt1),
  pct(outcome.recallAt5),
  outcome.mrrAt10.toFixed(3),
  pct(outcome.noHitRate),
  pct(outcome.offeredRate),
  outcome.noAnswer ? pct(outcome.noAnswerSilence) : '—',
];
const HEADER = ['engine', 'answerable', 'R@1', 'R@5', 'MRR@10', 'no-hit', 'もしかして', 'silence'];

export async function run(): Promise<void> {
  const sets = corpora();
  const engines = [madoguchiEngine(), miniSearchEngine(), oramaEngine(), flexSearchEngine()];
  const byEngine = new Map<string, Outcome[]>();
  for (const engine of engines) {
    const all: Outcome[] = [];
    for (const corpus of sets) all.push(...(await outcomes(engine, corpus)));
    byEngine.set(engine.name, all);
  }
  const lines: string[] = [];
  const md: string[] = ['# FAQ search on the blind sets (`npm run bench -- search`)', ''];
  const say = (title: string, header: string[], rows: string[][]) => {
    lines.push('', title, ...table(header, rows));
    md.push(`## ${title}`, '', ...markdownTable(header, rows), '');
  };
  const counts = sets.map((set) => `${set.name} ${set.faqs.length} entries / ${set.queries.length} queries`).join(', ');
  console.log(`blind sets: ${counts}`);
  md.push(`Measured ${new Date().toISOString()} on node ${process.version}. Sets (bench/search/heldout): ${counts}.`, '');

  for (const split of SPLITS) {
    say(`${split}: all corpora`, HEADER, engines.map((engine) => row(engine.name, figures((byEngine.get(engine.name) ?? []).filter((o) => o.query.split === split)))));
    for (const set of sets) {
      say(
        `${split}: ${set.name}`,
        HEADER,
        engines.map((engine) => row(engine.name, figures((byEngine.get(engine.name) ?? []).filter((o) => o.query.split === split && o.corpus === set.name)))),
      );
    }
    const kinds = [...new Set(sets.flatMap((set) => set.queries.map((query) => query.kind)))];
    say(
      `${split}: by kind (R@1 / R@5, or silence)`,
      ['kind', 'n', ...engines.map((engine) => engine.name)],
      kinds.map((kind) => {
        const ofKind = (name: string) => (byEngine.get(name) ?? []).filter((o) => o.query.split === split && o.query.kind === kind);
        return [
          kind,
          String(ofKind(engines[0]?.name ?? '').length),
          ...engines.map((engine) => {
            const figure = figures(ofKind(engine.name));
            return figure.answerable ? `${pct(figure.recallAt1)} / ${pct(figure.recallAt5)}` : `silence ${pct(figure.noAnswerSilence)}`;
          }),
        ];
      }),
    );
  }
  for (const line of lines) console.log(line);

  const ours = byEngine.get(engines[0]?.name ?? '') ?? [];
  const misses = ours.filter(({ query, rank }) => query.split === 'dev' && bestOf(query) && rank !== 1);
  const resultsDir = path.join(__dirname, 'results');
  const json = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    sets: sets.map((set) => ({ name: set.name, entries: set.faqs.length, queries: set.queries.length })),
    engines: engines.map((engine) => ({
      name: engine.name,
      config: engine.config,
      ...Object.fromEntries(SPLITS.map((split) => [split, figures((byEngine.get(engine.name) ?? []).filter((o) => o.query.split === split))])),
    })),
    // The development half's misses only: the held-out half is not read while tuning.
    devMisses: misses.map(({ corpus, query, top }) => ({ corpus, id: query.id, kind: query.kind, query: query.query, best: bestOf(query), got: top })),
  };
  writeFileSync(path.join(resultsDir, 'search-heldout.json'), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'search-heldout.md'), md.join('\n'));
  console.log('\n→ bench/results/search-heldout.json, bench/results/search-heldout.md');
}
