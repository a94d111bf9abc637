// `npm run bench -- coldStart [--runs N] [--no-build] [--bundle DIR] [--label NAME] [--before DIR]`: the cold start of
// each of Slack's doors, which must answer within 3 s cold or warm. Builds the functions (into a scratch
// directory beside lib/, where the runtime packages resolve; --bundle DIR measures an existing build
// instead, e.g. one of an older commit), then for each door N times in a fresh node process
// (coldStartProbe.cjs): load lib/index.js as that door's instance does, then answer one signed request
// the door answers without the network. Writes bench/results/cold-start.{json,md}, keeping the figures
// of the other labels already there. --before DIR measures an older build too, in alternation with this
// one (labelled `before`), so both see the same machine. Not part of `all`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_SLACK } from '../slack/standIn.mjs';

export const DOORS = ['slackEvents', 'slackInteractions', 'slackCommands'];
export const BUDGET_MS = 3000;
const PHASES = ['loadIndexMs', 'doorFileMs', 'firstAnswerMs', 'totalMs', 'sinceProcessStartMs'];

const REQUESTS = {
  slackEvents: 'signed `url_verification` event → 200 `{ challenge }`',
  slackInteractions: 'signed `block_actions` payload whose team id is not a Slack id → 200, empty (the handler runs, no Firestore read)',
  slackCommands: 'signed slash command other than `/madoguchi` → 200 ephemeral "not supported" (the handler runs, no Firestore read)',
};

const DEFINITIONS = [
  'each run is a fresh `node` process (scripts/bench/coldStartProbe.cjs) with FUNCTION_TARGET=<door>, GCLOUD_PROJECT=demo-madoguchi and SLACK_SIGNING_SECRET from the local stand-in (scripts/slack/localApp.json); the request is signed as Slack does (HMAC-SHA256 of `v0:{timestamp}:{body}`) and handed to the exported onRequest handler in-process with minimal req/res objects',
  'load index.js: `require` of the bundle\'s index.js, as the runtime does on a cold start (before: the whole bundle; after: the doors\' light part only)',
  'door file: `require` of lib/doors/<door>.js, done within the first request (0 when the bundle has none)',
  'first answer: from calling the handler to the response sent (signature check, body, the door\'s file on first use, the handler)',
  'with --before, the two bundles are measured in alternation, run by run, so both see the same load of the machine (a shared machine: compare labels measured together, see the load average)',
  'total: load index.js + first answer; since process start: the same from node\'s own start (node\'s boot included); not counted: the Functions Framework\'s own start and the instance\'s start, the same for every shape',
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, p95: percentile(sorted, 95), min: sorted[0], max: sorted.at(-1), n: sorted.length };
}
const ms = (value) => `${Math.round(value)} ms`;

function probe(root, bundle, door) {
  const printed = execFileSync(process.execPath, [path.join(root, 'scripts/bench/coldStartProbe.cjs'), bundle, door, LOCAL_SLACK.signingSecret], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FUNCTIONS_EMULATOR: '', FIREBASE_CONFIG: '' },
  });
  const line = printed.split('\n').find((text) => text.startsWith('COLDSTART '));
  if (!line) throw new Error(`${door}: no measurement in\n${printed}`);
  return JSON.parse(line.slice('COLDSTART '.length));
}

function markdown(result) {
  const labels = Object.keys(result.shapes);
  const lines = [
    '# Cold start of Slack\'s doors (`npm run bench -- coldStart`)',
    '',
    `Slack wants every request answered within ${BUDGET_MS / 1000} s (${BUDGET_MS} ms), a cold instance's first included.`,
    '',
  ];
  for (const label of labels) {
    const shape = result.shapes[label];
    lines.push(
      `## ${label}`,
      '',
      `${shape.measuredAt}, ${shape.machine.cpu} (${shape.machine.cpus} CPUs, load average ${shape.machine.loadAverage?.join(' ') ?? '?'}), node ${shape.machine.node}, ${shape.runs} runs a door; bundle: ${shape.bundleShape}`,
      '',
      '| door | request | load index.js | door file | first answer | total (median / p95) | since process start | within 3 s |',
      '|---|---|---|---|---|---|---|---|',
      ...DOORS.filter((door) => shape.doors[door]).map((door) => {
        const figures = shape.doors[door];
        const pair = (phase) => `${ms(figures[phase].median)} / ${ms(figures[phase].p95)}`;
        return `| ${door} | ${REQUESTS[door]} | ${pair('loadIndexMs')} | ${pair('doorFileMs')} | ${pair('firstAnswerMs')} | **${pair('totalMs')}** | ${pair('sinceProcessStartMs')} | ${figures.totalMs.p95 <= BUDGET_MS ? 'yes' : 'NO'} |`;
      }),
      '',
    );
  }
  lines.push('Figures: median / p95 over the runs.', '', ...DEFINITIONS.map((text) => `- ${text}`), '');
  return lines.join('\n');
}

/** The figures of one bundle, from its samples per door. */
function shapeOf(dir, runs, samplesByDoor) {
  const doors = {};
  for (const [door, samples] of Object.entries(samplesByDoor)) {
    doors[door] = Object.fromEntries(PHASES.map((phase) => [phase, summary(samples.map((sample) => sample[phase]))]));
    doors[door].samples = samples.map((sample) => Object.fromEntries(PHASES.map((phase) => [phase, sample[phase]])));
  }
  return {
    measuredAt: new Date().toISOString(),
    machine: { cpu: os.cpus()[0]?.model ?? 'unknown', cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.release()}`, loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))) },
    runs,
    bundleShape: DOORS.some((door) => existsSync(path.join(dir, 'doors', `${door}.js`))) ? 'light lib/index.js + lib/doors/<door>.js (+ lib/functions.js for the other functions)' : 'one bundle, lib/index.js',
    doors,
  };
}

/**
 * `before`: a second bundle (an older build, e.g. the single bundle), measured in alternation with this
 * one, run by run, so both see the same machine (a shared machine's load moves the figures a lot).
 */
export async function runColdStartBench({ root, runs = 10, build = true, bundle, label = 'current', before, beforeLabel = 'before' }) {
  let dir = bundle && path.resolve(bundle);
  const scratch = !dir;
  if (scratch) {
    // A sibling of lib/ (functions/.bundle-test-*, ignored by git), where firebase-functions resolves.
    dir = path.join(root, 'functions', '.bundle-test-cold-start');
    if (build || !existsSync(path.join(dir, 'index.js'))) {
      console.log('functions を一時ディレクトリにビルドしています…');
      execFileSync(process.execPath, [path.join(root, 'functions/build.mjs'), '--out', dir], { stdio: 'inherit' });
    }
  }
  const shapes = [...(before ? [{ label: beforeLabel, dir: path.resolve(before) }] : []), { label, dir }];
  const measured = {};
  try {
    for (const shape of shapes) {
      if (!existsSync(path.join(shape.dir, 'index.js'))) throw new Error(`${shape.dir}/index.js がありません`);
      measured[shape.label] = Object.fromEntries(DOORS.map((door) => [door, []]));
    }
    console.log(`\n━━ cold start of Slack's doors: ${shapes.map((shape) => `${shape.label} (${path.relative(root, shape.dir)})`).join(' vs ')}, ${runs} runs a door ━━`);
    for (const door of DOORS) {
      for (let index = 0; index < runs; index += 1) for (const shape of shapes) measured[shape.label][door].push(probe(root, shape.dir, door));
    }
    const result = { budgetMs: BUDGET_MS, requests: REQUESTS, shapes: {} };
    for (const shape of shapes) result.shapes[shape.label] = shapeOf(shape.dir, runs, measured[shape.label]);
    for (const shape of shapes) {
      for (const door of DOORS) {
        const figures = result.shapes[shape.label].doors[door];
        console.log(
          `${shape.label.padEnd(8)} ${door.padEnd(18)} load index.js ${ms(figures.loadIndexMs.median)}, door file ${ms(figures.doorFileMs.median)}, first answer ${ms(figures.firstAnswerMs.median)}; total median ${ms(figures.totalMs.median)}, p95 ${ms(figures.totalMs.p95)} (budget ${BUDGET_MS} ms)`,
        );
      }
    }
    const resultsFile = path.join(root, 'bench/results/cold-start.json');
    const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : { shapes: {} };
    result.shapes = { ...previous.shapes, ...result.shapes };
    writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(path.join(root, 'bench/results/cold-start.md'), markdown(result));
    console.log(`\n→ bench/results/cold-start.json, bench/results/cold-start.md`);
    return result;
  } finally {
    if (scratch && build) rmSync(dir, { recursive: true, force: true });
  }
}
