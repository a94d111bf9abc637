#!/usr/bin/env node
// npm run size [-- --build] — how much JavaScript the browser loads for the login page and for the
// first route of each area, measured in Chromium against the production builds. Prints tables with
// the definitions used (DEFINITIONS) and writes them with the figures to bench/results/size.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, launchChromium } from './lib/chromium.mjs';
import { closeServers, groupScripts, holdIdleCallbacks, isFirebaseSdk } from './lib/pageLoad.mjs';
import { recordScripts } from './lib/scriptTraffic.mjs';
import { startStaticServer } from './lib/staticServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULT_FILE = path.join(root, 'bench/results/size.json');
const KB = 1000;
const LOGIN_BUDGET_KB = 170;
const READY_QUIET_MS = 500;
const DEFERRED_QUIET_MS = 3000;
const LOGIN_HEADING = '窓口にログイン';

// Ports are fixed: config/runtime-config.local.json (copied into each dist) names them.
const APPS = [
  { app: 'shell', port: 9000, needs: ['index.html', 'main.js', 'runtime-config.json'] },
  { app: 'user-app', port: 9001, needs: ['mf-manifest.json', 'remoteEntry.js'] },
  { app: 'tenant-admin-app', port: 9002, needs: ['mf-manifest.json', 'remoteEntry.js'] },
  { app: 'system-admin-app', port: 9003, needs: ['mf-manifest.json', 'remoteEntry.js'] },
];
const SHELL = 'http://localhost:9000';
const appOfOrigin = new Map(APPS.map(({ app, port }) => [`http://localhost:${port}`, app]));

// The shell's guard trusts these stored keys until the auth SDK confirms the session, and the remote
// loads before any Firebase call: enough to reach each area's first route without signing in.
const probe = { 'madoguchi.uid': 'size-probe', 'madoguchi.tenantId': 'tenant-a' };
const AREAS = [
  { app: 'user-app', label: 'ユーザー画面 (user)', route: '/tenants/tenant-a', storage: probe },
  {
    app: 'tenant-admin-app',
    label: 'テナント管理 (tenant admin)',
    route: '/tenants/tenant-a/admin',
    storage: { ...probe, 'madoguchi.isTenantAdmin': 'true' },
  },
  {
    app: 'system-admin-app',
    label: 'システム管理 (system admin)',
    route: '/systemAdmin/tenants',
    storage: { ...probe, 'madoguchi.isSystemAdmin': 'true' },
  },
];

const DEFINITIONS = {
  size: `raw = bytes of the response body; gzip = node zlib gzip level 9 of it (whatever the server sends); 1 KB = ${KB} B`,
  js: 'responses (2xx) to script requests or to URLs ending in .js, from any origin',
  at: 'when a file was requested, in ms after the navigation began',
  quiet: 'no request to the four app servers and no script request in flight (Firebase backend traffic is ignored)',
  idle:
    'requestIdleCallback callbacks (the app defers its auth session check with it) are held until the page is ' +
    'interactive, then run; the JS they load is "deferred"',
  login:
    `JS requested for ${SHELL}/login (fresh profile) before it is interactive: ` +
    `heading "${LOGIN_HEADING}" visible and ${READY_QUIET_MS} ms quiet`,
  loginDeferred: `JS requested after that, until ${DEFERRED_QUIET_MS} ms quiet`,
  area:
    `fresh profile; /login loaded until ${DEFERRED_QUIET_MS} ms quiet; probe identity stored in localStorage; ` +
    `full load of the area's first route until a level-1 heading is visible and ${READY_QUIET_MS} ms quiet. ` +
    'Counted: JS files not loaded for /login (from the remote and the shell) requested before that instant, ' +
    'except firebase-*.js',
  areaApart:
    'firebase-*.js at any time, and other new JS requested after the area was interactive ' +
    `(until ${DEFERRED_QUIET_MS} ms quiet)`,
};

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

function checkDists() {
  const missing = APPS.filter(({ app, needs }) => needs.some((file) => !fs.existsSync(path.join(root, app, 'dist', file))));
  if (missing.length === 0) return;
  fail(
    'ビルドがありません (missing build output):\n' +
      missing.map(({ app }) => `  ${app}/dist → npm run build -w ${app}`).join('\n') +
      '\nまたは npm run size -- --build (builds all four first).',
  );
}

function build() {
  const workspaces = APPS.flatMap(({ app }) => ['-w', app]);
  const { status } = spawnSync('npm', ['run', 'build', ...workspaces], { cwd: root, stdio: 'inherit' });
  if (status !== 0) fail('ビルドに失敗しました (build failed).');
}

async function startServers() {
  const servers = [];
  try {
    for (const { app, port } of APPS) {
      servers.push(...(await startStaticServer({ dir: path.join(root, app, 'dist'), port, spa: app === 'shell' })));
    }
  } catch (error) {
    await closeServers(servers);
    if (error.code !== 'EADDRINUSE') throw error;
    fail(
      `ポート ${error.port} は使用中です (port ${error.port} is in use by another server). ` +
        `Stop it (ss -ltnp | grep :${error.port}) and run again: the measurement serves the builds on 9000-9003.`,
    );
  }
  return servers;
}

const group = (scripts, since) => groupScripts(scripts, since, (origin) => appOfOrigin.get(origin) ?? origin);

async function openPage(browser) {
  const context = await browser.newContext();
  await context.addInitScript(holdIdleCallbacks);
  const page = await context.newPage();
  const traffic = recordScripts(page, (origin) => appOfOrigin.has(origin));
  /** Resolves when `heading` is visible and the network quiet, with the instant the quiet began. */
  const untilInteractive = async (heading) => {
    await heading.waitFor();
    return traffic.waitForQuiet(READY_QUIET_MS);
  };
  /** Lets the held idle-time work run, until the network is quiet again. */
  const drainDeferred = async () => {
    await page.evaluate(() => globalThis.releaseIdleCallbacks());
    await traffic.waitForQuiet(DEFERRED_QUIET_MS);
  };
  return { page, traffic, untilInteractive, drainDeferred };
}

async function measureLogin(browser) {
  const { page, traffic, untilInteractive, drainDeferred } = await openPage(browser);
  const start = Date.now();
  await page.goto(`${SHELL}/login`);
  const ready = await untilInteractive(page.getByRole('heading', { name: LOGIN_HEADING }));
  await drainDeferred();
  const scripts = await traffic.scripts();
  await page.context().close();
  return {
    interactive: group(scripts.filter(({ startedAt }) => startedAt < ready), start),
    deferred: group(scripts.filter(({ startedAt }) => startedAt >= ready), start),
  };
}

async function measureArea(browser, { route, storage }) {
  const { page, traffic, untilInteractive, drainDeferred } = await openPage(browser);
  await page.goto(`${SHELL}/login`);
  await untilInteractive(page.getByRole('heading', { name: LOGIN_HEADING }));
  await drainDeferred();
  const loadedForLogin = new Set((await traffic.scripts()).map(({ url }) => url));
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(storage));

  const start = Date.now();
  await page.goto(`${SHELL}${route}`);
  const ready = await untilInteractive(page.getByRole('heading', { level: 1 }).first());
  // The guard redirects rather than fails: another path means the probe identity was refused.
  const reached = new URL(page.url()).pathname;
  if (reached !== route) throw new Error(`the shell sent the probe from ${route} to ${reached}: the area was not measured`);
  await drainDeferred();
  const added = (await traffic.scripts()).filter(({ url, startedAt }) => startedAt >= start && !loadedForLogin.has(url));
  await page.context().close();
  const counted = ({ url, startedAt }) => startedAt < ready && !isFirebaseSdk(url);
  return {
    firstRoute: group(added.filter(counted), start),
    apart: group(added.filter((script) => !counted(script)), start),
  };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function printGroup(title, { files, raw, gzip, gzipByApp }) {
  const names = files.map(({ app, file }) => `${app}/${file}`);
  const width = Math.max(44, ...names.map((name) => name.length));
  const row = (name, at, rawBytes, gzipBytes) =>
    `  ${name.padEnd(width)} ${String(at).padStart(6)} ${String(rawBytes).padStart(9)} ${String(gzipBytes).padStart(9)}`;
  console.log(`\n${title}`);
  console.log(row('file', 'at ms', 'raw B', 'gzip B'));
  files.forEach((file, index) => console.log(row(names[index], file.at, file.raw, file.gzip)));
  console.log(`${row(`合計 total (${files.length} files)`, '', raw, gzip)}  = ${kb(gzip)} gzip`);
  const apps = Object.entries(gzipByApp);
  if (apps.length > 1) console.log(`  内訳 gzip by app: ${apps.map(([app, bytes]) => `${app} ${kb(bytes)}`).join(', ')}`);
}

async function main() {
  if (process.argv.includes('--build')) build();
  checkDists();
  if (!fs.existsSync(CHROMIUM_PATH)) fail(`Chromium がありません (${CHROMIUM_PATH} not found): apt-get install chromium`);

  const servers = await startServers();
  let browser;
  try {
    browser = await launchChromium();
    const login = await measureLogin(browser);
    const areas = [];
    for (const area of AREAS) areas.push({ ...area, ...(await measureArea(browser, area)) });
    const budget = { kb: LOGIN_BUDGET_KB, overBy: Math.max(0, login.interactive.gzip - LOGIN_BUDGET_KB * KB) };

    console.log('■ 定義 (definitions)');
    for (const [key, text] of Object.entries(DEFINITIONS)) console.log(`  ${key}: ${text}`);
    printGroup('■ ログイン画面 /login — 操作可能になるまでの JS (JS until interactive)', login.interactive);
    const verdict = budget.overBy === 0 ? 'OK' : `over by ${kb(budget.overBy)}`;
    console.log(`  目標 target ${LOGIN_BUDGET_KB} KB gzip: ${verdict}`);
    printGroup('  ログイン画面 — 後から読み込まれる JS (deferred)', login.deferred);
    for (const area of areas) {
      printGroup(`■ ${area.label} ${area.route} — 初回表示で追加される JS (first route adds)`, area.firstRoute);
      printGroup(`  ${area.label} — Firebase SDK (deferred) / 操作可能後の JS: not counted above`, area.apart);
    }

    fs.mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
    const result = {
      measuredAt: new Date().toISOString(),
      definitions: DEFINITIONS,
      login: { ...login, budget },
      areas: areas.map(({ app, route, firstRoute, apart }) => ({ app, route, firstRoute, apart })),
    };
    fs.writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\n→ ${path.relative(root, RESULT_FILE)}`);
  } finally {
    await browser?.close();
    await closeServers(servers);
  }
}

await main().catch((error) =>
  // Servers and browser are already closed. A build running meanwhile rewrites dist and breaks the page.
  fail(`測定に失敗しました (measurement failed): ${error.message}\nIf a build was running at the same time, run again.`),
);
