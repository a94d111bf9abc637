// The web benchmark of issue 9: A (static page), B (one bundle) and C (federated) side by side, from
// production builds served as gzip on 127.0.0.1 against seeded emulators (the demo data and a volume
// tenant of 3,000 FAQ entries and 5,000 inquiries), in Debian's chromium through playwright-core.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../../lib/chromium.mjs';
import { closeServers } from '../../lib/pageLoad.mjs';
import { npm, run } from '../../lib/run.mjs';
import { startEmulators } from '../../emulators/index.mjs';
import { TEXT_SEARCH_DEFINITION, textSearchSummary } from '../textSearch.mjs';
import { CONDITIONS } from './conditions.mjs';
import { COST_DEFINITION } from './costModel.mjs';
import { DEFINITIONS, HOVER_MS, measureAreas, measureDeepLink, measureFaqSearch, measureLogin, measureLoginUsable, measureReads, measureTypingInp } from './measure.mjs';
import { cell, checkTargets, markdown, stats } from './report.mjs';
import { signedInState } from './signIn.mjs';
import { variants as allVariants } from './variants.mjs';

const BENCH_TENANT = { id: 'tenant-bench', name: 'ベンチマーク株式会社' };
const ACCOUNTS = {
  admin: 'bench-admin@example.com',
  user: 'bench-user@example.com',
  demoUser: 'user@a.example.com',
};
/**
 * Pages opened from a notification mail, signed in: an inquiry's thread as its requester (demo data),
 * the users list as the volume tenant's admin. `painted`: what shows the content with its data.
 */
const DEEP_LINKS = [
  { key: 'inquiry', label: '問い合わせ詳細', account: 'demoUser', path: '/tenants/tenant-a/inquiries/inq-lost-receipt', painted: 'ol[aria-label="やり取り"] > li' },
  { key: 'users', label: 'ユーザー一覧 (管理者)', account: 'admin', path: `/tenants/${BENCH_TENANT.id}/admin/users`, painted: 'table[aria-label="ユーザー一覧"] tbody tr' },
];
/** Queries typed into the FAQ search: hiragana, katakana, half-width, kanji, mixed, long, no hit. */
const FAQ_QUERIES = ['ぱすわーど', 'プリンター', 'ｖｐｎ', '経費精算', 'パソコンが起動しない', '有給休暇の申請方法を教えてください', '宇宙旅行', 'wifi', '勤怠', 'メール 届かない'];

const heading = (page) => page.getByRole('heading', { level: 1 }).first();
const table = (name) => (page) => page.getByRole('table', { name }).getByRole('row').nth(1);

/** Page views whose Firestore reads are counted (C only: the data code is the same in B). */
const READ_PAGES = [
  { label: 'FAQ (3,000 件)', account: 'user', path: `/tenants/${BENCH_TENANT.id}/faq`, ready: (page) => page.getByRole('searchbox') },
  { label: 'FAQ (デモ 数件)', account: 'demoUser', path: '/tenants/tenant-a/faq', ready: (page) => page.getByRole('searchbox') },
  { label: 'FAQ 管理者 (3,000 件)', account: 'admin', path: `/tenants/${BENCH_TENANT.id}/faq`, ready: (page) => page.getByRole('searchbox') },
  {
    label: '問い合わせ一覧 (自分の)',
    account: 'user',
    path: `/tenants/${BENCH_TENANT.id}/inquiries`,
    ready: table('問い合わせ一覧'),
    list: { collection: `tenants/${BENCH_TENANT.id}/inquiries`, pageSize: 20 },
  },
  {
    label: '問い合わせ一覧 (管理者: 5,000 件)',
    account: 'admin',
    path: `/tenants/${BENCH_TENANT.id}/inquiries`,
    ready: table('問い合わせ一覧'),
    list: { collection: `tenants/${BENCH_TENANT.id}/inquiries`, pageSize: 20 },
  },
  { label: 'ユーザートップ', account: 'user', path: `/tenants/${BENCH_TENANT.id}`, ready: heading },
  { label: 'テナント管理ホーム', account: 'admin', path: `/tenants/${BENCH_TENANT.id}/admin`, ready: heading },
  // 90 days of the volume tenant's year of inquiries (2024-07 to 2025-06, one every 105 minutes): the
  // report's Firestore reads are the server's (fetchAnalytics says how many documents it read).
  {
    label: '分析 (90日、約1,200件の問い合わせ)',
    account: 'admin',
    path: `/tenants/${BENCH_TENANT.id}/admin/analytics?days=90&until=2025-03-31`,
    ready: (page) => page.getByRole('group', { name: '受付件数' }),
  },
  {
    label: 'ユーザー一覧',
    account: 'admin',
    path: `/tenants/${BENCH_TENANT.id}/admin/users`,
    ready: heading,
    // The shell's listener on the signed-in user's own document, in the same collection (their name,
    // when they last read the release notes): its first snapshot, 1 read on every page measured.
    list: { collection: `tenants/${BENCH_TENANT.id}/users`, pageSize: 25, besides: 1 },
  },
];

/** Boxes people type into, timed keystroke by keystroke at 4x CPU (issue 23). */
const TYPING_BOXES = [
  {
    label: 'FAQ 検索 (3,000 件)',
    account: 'user',
    path: `/tenants/${BENCH_TENANT.id}/faq`,
    open: async (page) => {
      await page.waitForFunction(() => performance.getEntriesByName('madoguchi:faq-index-ready').length > 0, null, { timeout: 120_000 });
      return page.getByRole('searchbox');
    },
  },
  {
    label: '返信 (問い合わせ詳細)',
    account: 'admin',
    // An open inquiry of the volume tenant, found as an admin finds one: the list filtered to 対応中.
    path: `/tenants/${BENCH_TENANT.id}/inquiries?status=in_progress`,
    open: async (page) => {
      await page.getByRole('table', { name: '問い合わせ一覧' }).getByRole('row').nth(1).getByRole('link').first().click();
      return page.getByRole('textbox', { name: /返信/ });
    },
  },
];

/** The value below which a share of the samples lie (nearest rank), as web-vitals reports INP's p75. */
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : null;
}

function log(line) {
  console.log(`[bench] ${line}`);
}

/** A failed measurement is logged and recorded, and the others go on. */
async function attempt(what, failures, measure) {
  try {
    return await measure();
  } catch (error) {
    const message = String(error.message ?? error).split('\n')[0];
    log(`FAILED ${what}: ${message}`);
    failures.push({ what, message });
    return null;
  }
}

async function buildAll(root, { federated }) {
  if (federated && (await npm(['run', 'build'])) !== 0) throw new Error('ビルドに失敗しました (npm run build)');
  if (!federated && (await npm(['run', 'build', '-w', 'functions'])) !== 0) throw new Error('ビルドに失敗しました (functions)');
  if ((await npm(['run', 'build:single'])) !== 0) throw new Error('ビルドに失敗しました (npm run build:single)');
}

async function seed(env) {
  for (const script of ['functions/lib/dev/seed.js', 'functions/lib/dev/seedVolume.js']) {
    log(`seeding: ${script}`);
    if ((await run(process.execPath, [script], { env: { ...process.env, ...env } })) !== 0) throw new Error(`${script} failed`);
  }
}

const pick = (samples, key) => stats(samples.map((sample) => sample[key]));

/**
 * @param {{ root: string, runs: number, conditions: string[], variantNames: string[], parts: string[],
 *   build: boolean, label: string, federatedDists?: string }} options
 */
export async function runWebBench(options) {
  const { root, runs, conditions, variantNames, parts, label } = options;
  const cacheDir = path.join(root, '.cache/bench');
  const variants = Object.fromEntries(
    Object.entries(allVariants({ root, cacheDir, federatedDists: options.federatedDists })).filter(([name]) => variantNames.includes(name)),
  );
  if (options.build) await buildAll(root, { federated: !options.federatedDists });

  const emulators = await startEmulators({ log });
  const servers = [];
  let browser;
  try {
    const signedInParts = parts.some((part) => part !== 'login');
    // The login page needs no data and no account.
    if (signedInParts) await seed(emulators.env);
    for (const variant of Object.values(variants)) servers.push(...(await variant.serve()));
    browser = await launchChromium();
    const result = {
      label,
      measuredAt: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 1e9)} GB, Node ${process.version}, Chromium ${browser.version()}`,
      runs,
      hoverMs: HOVER_MS,
      conditions: Object.fromEntries(Object.entries(CONDITIONS).map(([key, value]) => [key, value.label])),
      variants: Object.fromEntries(Object.entries(variants).map(([key, value]) => [key, value.label])),
      definitions: { ...DEFINITIONS, cost: COST_DEFINITION, textSearch: TEXT_SEARCH_DEFINITION },
      deepLinks: Object.fromEntries(DEEP_LINKS.map(({ key, label, path }) => [key, { label, path }])),
      login: {},
      areas: {},
      deepLink: {},
      reads: [],
      faqSearch: null,
      typing: null,
      // Target 5 of issue 23 has a benchmark of its own (it seeds 50,000 inquiries): its latest figures.
      textSearch: textSearchSummary(root),
      samples: { login: {}, areas: {}, deepLink: {}, faqSearch: {}, typing: {} },
      failures: [],
    };

    /** Storage states per variant and account. */
    const states = {};
    for (const [name, variant] of Object.entries(variants)) {
      if (name === 'A' || !signedInParts) continue;
      states[name] = {};
      for (const [account, email] of Object.entries(ACCOUNTS)) {
        log(`signing in ${email} on ${variant.origin}`);
        states[name][account] = await attempt(`sign-in ${email} on ${name}`, result.failures, () => signedInState(browser, variant, email));
      }
    }


    for (const condition of conditions) {
      const loginSamples = {};
      const areaSamples = {};
      const deepLinkSamples = {};
      for (let index = 1; index <= runs; index += 1) {
        for (const [name, variant] of Object.entries(variants)) {
          if (parts.includes('login')) {
            const sample = await attempt(`${condition} run ${index} ${name} login`, result.failures, () =>
              measureLogin(browser, variant, CONDITIONS[condition]),
            );
            if (!sample) continue;
            const usable = await attempt(`${condition} run ${index} ${name} login usable`, result.failures, () =>
              measureLoginUsable(browser, variant, CONDITIONS[condition], { email: ACCOUNTS.user }),
            );
            (loginSamples[name] ??= []).push({ ...sample, usableMs: usable?.usableMs ?? null });
            log(`${condition} run ${index} ${name} login: LCP ${Math.round(sample.lcpMs)} ms, JS ${(sample.jsGzip / 1000).toFixed(1)} KB, usable ${Math.round(usable?.usableMs ?? NaN)} ms`);
          }
          if (parts.includes('areas') && name !== 'A' && states[name].admin) {
            const sample = await attempt(`${condition} run ${index} ${name} areas`, result.failures, () =>
              measureAreas(browser, variant, CONDITIONS[condition], { storageState: states[name].admin, tenantName: BENCH_TENANT.name }),
            );
            if (!sample) continue;
            (areaSamples[name] ??= []).push(sample);
            log(`${condition} run ${index} ${name} areas (idle preloading ${Math.round(sample.idleMs)} ms): ${sample.switches.map((s) => `${s.remote} ${Math.round(s.switchMs)} / page ${Math.round(s.pageMs)} ms`).join(', ')}`);
          }
          // A's page is the content as static HTML (the floor); B and C open it signed in, cold and (C, B) again.
          for (const link of parts.includes('deepLink') ? DEEP_LINKS : []) {
            if (name !== 'A' && !states[name][link.account]) continue;
            const open = (repeat) =>
              attempt(`${condition} run ${index} ${name} deep link ${link.key}${repeat ? ' repeat' : ''}`, result.failures, () =>
                measureDeepLink(browser, variant, CONDITIONS[condition], {
                  storageState: name === 'A' ? undefined : states[name][link.account],
                  url: variant.deepLinkUrl(link.path, link.key),
                  painted: link.painted,
                  repeat,
                }),
              );
            const sample = await open(false);
            if (!sample) continue;
            const again = name === 'A' ? null : await open(true);
            ((deepLinkSamples[link.key] ??= {})[name] ??= []).push({ ...sample, repeatMs: again?.threadMs ?? null });
            log(
              `${condition} run ${index} ${name} deep link ${link.key}: painted ${Math.round(sample.threadMs)} ms` +
                `${again ? `, again ${Math.round(again.threadMs)} ms` : ''}, JS ${(sample.jsGzip / 1000).toFixed(1)} KB`,
            );
          }
        }
      }
      if (parts.includes('login')) {
        result.login[condition] = Object.fromEntries(
          Object.entries(loginSamples).map(([name, samples]) => [
            name,
            {
              lcpMs: pick(samples, 'lcpMs'),
              lcpElement: samples.at(-1)?.lcpElement,
              jsGzip: pick(samples, 'jsGzip'),
              interactiveMs: pick(samples, 'interactiveMs'),
              usableMs: pick(samples.filter((sample) => sample.usableMs !== null), 'usableMs'),
              cls: pick(samples, 'cls'),
            },
          ]),
        );
        result.samples.login[condition] = loginSamples;
      }
      if (parts.includes('deepLink')) {
        result.deepLink[condition] = Object.fromEntries(
          Object.entries(deepLinkSamples).map(([key, byVariant]) => [
            key,
            Object.fromEntries(
              Object.entries(byVariant).map(([name, samples]) => [
                name,
                {
                  threadMs: pick(samples, 'threadMs'),
                  repeatMs: pick(samples.filter((sample) => sample.repeatMs !== null), 'repeatMs'),
                  lcpMs: pick(samples, 'lcpMs'),
                  lcpElement: samples.at(-1)?.lcpElement,
                  jsGzip: pick(samples, 'jsGzip'),
                  cls: pick(samples, 'cls'),
                },
              ]),
            ),
          ]),
        );
        result.samples.deepLink[condition] = deepLinkSamples;
      }
      if (parts.includes('areas')) {
        result.areas[condition] = Object.fromEntries(
          Object.entries(areaSamples).map(([name, samples]) => {
            const remotes = samples[0].switches.map((entry) => entry.remote);
            const byArea = Object.fromEntries(
              remotes.map((remote) => {
                const of = samples.map((sample) => sample.switches.find((entry) => entry.remote === remote));
                return [remote, { switchMs: pick(of, 'switchMs'), pageMs: pick(of, 'pageMs'), jsGzip: pick(of, 'jsGzip'), cls: pick(of, 'cls') }];
              }),
            );
            return [name, { byArea, heapBytes: pick(samples, 'heapBytes'), idleMs: pick(samples, 'idleMs') }];
          }),
        );
        result.samples.areas[condition] = areaSamples;
      }
    }

    if (parts.includes('reads') && variants.C) {
      for (const page of READ_PAGES) {
        if (!states.C[page.account]) continue;
        const reads = await attempt(`reads ${page.label}`, result.failures, () =>
          measureReads(browser, variants.C, CONDITIONS.unthrottled, { storageState: states.C[page.account], ...page }),
        );
        if (!reads) continue;
        const list = page.list && { ...page.list, reads: (reads.byCollection[page.list.collection] ?? 0) - (page.list.besides ?? 0) };
        result.reads.push({ label: page.label, path: page.path, account: ACCOUNTS[page.account], reads, list });
        log(`reads ${page.label}: ${reads.total}`);
      }
    }

    if (parts.includes('search')) {
      result.faqSearch = {};
      for (const [name, variant] of Object.entries(variants)) {
        if (name === 'A' || !states[name].user) continue;
        const runsOf = [];
        for (let index = 1; index <= runs; index += 1) {
          const searched = await attempt(`FAQ search run ${index} ${name}`, result.failures, () =>
            measureFaqSearch(browser, variant, CONDITIONS.cpu4x, {
              storageState: states[name].user,
              path: `/tenants/${BENCH_TENANT.id}/faq`,
              queries: FAQ_QUERIES,
            }),
          );
          if (searched) runsOf.push(searched);
        }
        const all = runsOf.flatMap((entry) => entry.samples);
        result.faqSearch[name] = { entries: runsOf[0]?.entries ?? null, ms: pick(all, 'ms') };
        result.samples.faqSearch[name] = runsOf;
        log(`FAQ search ${name}: ${cell(result.faqSearch[name].ms, 'ms')}`);
      }
    }
    if (parts.includes('typing') && variants.C) {
      result.typing = {};
      for (const box of TYPING_BOXES) {
        if (!states.C[box.account]) continue;
        const latencies = [];
        for (let index = 1; index <= runs; index += 1) {
          const typed = await attempt(`typing ${box.label} run ${index}`, result.failures, () =>
            measureTypingInp(browser, variants.C, CONDITIONS.cpu4x, { storageState: states.C[box.account], ...box }),
          );
          if (typed) latencies.push(...typed.latencies);
        }
        result.typing[box.label] = { p75: percentile(latencies, 0.75), max: Math.max(...latencies), interactions: latencies.length };
        result.samples.typing[box.label] = latencies;
        log(`typing ${box.label}: INP p75 ${Math.round(result.typing[box.label].p75)} ms over ${latencies.length} keystrokes`);
      }
    }
    return result;
  } finally {
    await browser?.close();
    await closeServers(servers);
    await emulators.stop();
  }
}

/** Writes bench/results/web[-label].json and .md; returns their paths. */
export function writeResults(root, result) {
  result.targets = checkTargets(result);
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const base = path.join(dir, result.label === 'latest' ? 'web' : `web-${result.label}`);
  writeFileSync(`${base}.json`, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(`${base}.md`, markdown(result));
  return [`${base}.json`, `${base}.md`];
}

