// One run of each measurement of the web benchmark, in a new browser context (empty cache, HTTP
// cache disabled) under one condition. Definitions: DEFINITIONS below, printed with the results.
import { setTimeout as sleep } from 'node:timers/promises';
import { countFirestoreReads } from '../../lib/chromium.mjs';
import { groupScripts, holdIdleCallbacks } from '../../lib/pageLoad.mjs';
import { recordScripts } from '../../lib/scriptTraffic.mjs';
import { applyCondition } from './conditions.mjs';

const QUIET_MS = 500;
const TIMEOUT_MS = 120_000;
/** How long the pointer rests on a link before the click, as a person's does (the app preloads on hover). */
export const HOVER_MS = 300;
/** Firestore reads of a page view are final when the count has not moved for this long. */
const READS_SETTLED_MS = 2000;
export const LOGIN_HEADING = '窓口にログイン';
/** Pages are set up for a typing measurement unthrottled; the throttling starts with the typing. */
const CONDITIONS_FOR_SETUP = { network: null, cpu: 1 };
/** Marked by the shell when an area has first rendered (shell/src/features/remotes/RemoteArea.tsx). */
const AREA_RENDERED = 'madoguchi:area-rendered';

export const DEFINITIONS = {
  run: 'each run: a new browser context (empty cache) with the HTTP cache disabled, the condition applied through CDP',
  lcp: 'largest-contentful-paint startTime on /login (ms after navigation start); the element is reported',
  loginUsable:
    'a new run of its own: as soon as the address field takes input, the bench types an address into it and clicks ' +
    '「ログイン用リンクを送信」 (playwright waits for each to be visible, enabled and stable); ms from navigation start ' +
    "to the start of the Auth request that sends the link (accounts:sendOobCode, its resource timing's startTime). " +
    "A is the shell's own index.html without the app's scripts (its form and first script alone)",
  loginJs:
    `gzip bytes (level 9) of the JavaScript requested before /login is interactive: heading "${LOGIN_HEADING}" ` +
    `visible and ${QUIET_MS} ms without app requests. Idle-time work (the auth SDK) is held until then, as in npm run size`,
  areaSwitch:
    'the app\'s own idle-time preloading counts as a person gets it: once signed in, when the browser is idle, ' +
    'the app fetches the areas their roles open with each area\'s home page; each switch starts from a page that ' +
    `has been drawn and then quiet (no request of the app's) for ${QUIET_MS} ms, that preloading done, as after a ` +
    'few seconds of reading (how long that took after the first page was drawn: "idle preloading"). The pointer ' +
    `rests ${HOVER_MS} ms on the way into the area (the app preloads that page on hover too), then clicks; ms from ` +
    `the click to the "${AREA_RENDERED}" mark of that area; "page" to the page's heading shown`,
  areaJs: `gzip bytes of JavaScript requested from the hover until ${QUIET_MS} ms quiet after the area rendered`,
  areaCls: 'sum of all layout-shift values from the click until then (recent input not excluded: stricter than CLS)',
  heap: 'JS heap used after visiting the three areas, after a forced garbage collection (CDP Runtime.getHeapUsage)',
  reads:
    'Firestore reads of a full page load, counted by the client (globalThis.__MADOGUCHI_FIRESTORE_READS__, and ' +
    '__MADOGUCHI_REST_READS__ for what the first script read through REST before the SDK) once ' +
    `the page's content is shown and the count has not moved for ${READS_SETTLED_MS} ms; by collection. A list's ` +
    'reads are those of its collection, less documents of that collection the page reads for other reasons (the ' +
    "header's own user document on the users list); after 「+」, the documents a callable read on the server for " +
    "the page (the analytics report's documentsRead)",
  deepLink:
    'a signed-in deep link opened in a new tab, as from a notification mail (the inquiry detail page; an ' +
    "admin's users list): ms from navigation start until the content is painted with its data (the first " +
    'message of the list "やり取り", the first row of the users table, shown on screen, then the next frame ' +
    'has run), whoever draws it (the app, or the shell before the app arrives); the JavaScript requested ' +
    `until then, gzip; LCP and layout shifts until ${QUIET_MS} ms quiet after it. Cold: a new browser profile ` +
    'with the HTTP cache disabled. Repeat: the same link opened once more in a new tab of the same profile, ' +
    'the HTTP cache on and warm from the first visit',
  typingInp:
    'INP of typing: 50 keystrokes (ASCII, as an IME-free keyboard sends keydown/keyup; 120 ms apart) into the box, ' +
    'each interaction\'s latency the longest Event Timing entry (keydown, keypress, input, keyup, from the key to the ' +
    'next paint) of its interactionId; p75 and max over the interactions, as web-vitals computes INP',
  faqSearch:
    'ms from the "madoguchi:faq-query" mark (search text changed) to the "madoguchi:faq-results" mark (results ' +
    'committed and painted) for each query, on the FAQ page of the 3,000-entry tenant',
};

/** Runs in every page before its scripts: records LCP, layout shifts and clicks. */
function observeVitals() {
  const vitals = { lcp: null, lcpElement: null, shifts: [] };
  globalThis.__benchVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      const element = entry.element;
      vitals.lcpElement = element ? `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 24)}` : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.shifts.push({ at: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
  globalThis.document.addEventListener('click', () => performance.mark('bench:click'), { capture: true });
}

/**
 * Runs before the scripts of a deep link's page: records when its content (`selector`: the inquiry
 * thread's first message, the users list's first row) is first shown, after the frame that paints it
 * (ms since navigation start).
 */
function watchPainted(selector) {
  globalThis.__benchThreadPainted = null;
  const observer = new globalThis.MutationObserver(() => {
    const shown = globalThis.document.querySelector(selector);
    // In the document and drawn (the app's page stays hidden behind a page drawn before it).
    if (!shown || shown.getClientRects().length === 0) return;
    observer.disconnect();
    // The frame that follows the insertion paints it; the task after that frame runs once it has.
    globalThis.requestAnimationFrame(() => setTimeout(() => (globalThis.__benchThreadPainted = performance.now())));
  });
  observer.observe(globalThis.document, { childList: true, subtree: true });
}

/**
 * A page under a condition, recording the scripts it loads.
 * @param {import('playwright-core').Browser} browser
 * @param {{ appOf: (origin: string) => string | undefined }} variant
 */
async function openPage(browser, variant, condition, { storageState, holdIdle = false, painted = null, cache = false } = {}) {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', storageState });
  await countFirestoreReads(context);
  if (holdIdle) await context.addInitScript(holdIdleCallbacks);
  await context.addInitScript(observeVitals);
  if (painted) await context.addInitScript(watchPainted, painted);
  return { context, ...(await pageIn(context, variant, condition, { cache })) };
}

/** A new tab of a context under a condition, recording the scripts it loads. */
async function pageIn(context, variant, condition, { cache = false } = {}) {
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  const cdp = await applyCondition(page, condition, { cache });
  const traffic = recordScripts(page, (origin) => variant.appOf(origin) !== undefined);
  const group = (scripts, since) => groupScripts(scripts, since, (origin) => variant.appOf(origin) ?? origin);
  return { page, cdp, traffic, group, quiet: () => traffic.waitForQuiet(QUIET_MS, TIMEOUT_MS) };
}

/** The login page from a cold start: LCP, and the JavaScript it needs to become interactive. */
export async function measureLogin(browser, variant, condition) {
  const { context, page, traffic, group, quiet } = await openPage(browser, variant, condition, { holdIdle: true });
  try {
    const start = Date.now();
    await page.goto(variant.loginUrl, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.getByRole('heading', { name: LOGIN_HEADING }).waitFor();
    const ready = await quiet();
    const vitals = await page.evaluate(() => globalThis.__benchVitals);
    const js = group(
      (await traffic.scripts()).filter(({ startedAt }) => startedAt < ready),
      start,
    );
    return {
      lcpMs: vitals.lcp,
      lcpElement: vitals.lcpElement,
      interactiveMs: ready - start,
      jsGzip: js.gzip,
      jsFiles: js.files.length,
      cls: vitals.shifts.reduce((sum, shift) => sum + shift.value, 0),
    };
  } finally {
    await context.close();
  }
}

/** The login page used as early as it can be: when the request that sends the sign-in link leaves. */
export async function measureLoginUsable(browser, variant, condition, { email }) {
  const { context, page } = await openPage(browser, variant, condition);
  try {
    await page.goto(variant.loginUrl, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByRole('button', { name: 'ログイン用リンクを送信' }).click();
    const sentAt = await page.waitForFunction(
      () => performance.getEntriesByType('resource').find((entry) => entry.name.includes('accounts:sendOobCode'))?.startTime ?? null,
      null,
      { timeout: TIMEOUT_MS },
    );
    await page.getByRole('heading', { name: 'メールを確認してください' }).waitFor();
    return { usableMs: await sentAt.jsonValue() };
  } finally {
    await context.close();
  }
}

async function markTime(page, name, remote) {
  return page.evaluate(
    ([markName, which]) =>
      performance
        .getEntriesByName(markName)
        .filter((entry) => which === undefined || entry.detail?.remote === which)
        .at(-1)?.startTime ?? null,
    [name, remote],
  );
}

/** Rests on `target`, clicks it and waits for `remote` to render and its page's heading; what it took and what it loaded. */
async function switchArea(session, remote, target, heading) {
  const { page, traffic, group, quiet } = session;
  await target.hover();
  const hoverAt = Date.now();
  await sleep(HOVER_MS);
  await target.click();
  await page.waitForFunction(
    ([name, which]) => performance.getEntriesByName(name).some((entry) => entry.detail?.remote === which),
    [AREA_RENDERED, remote],
    { timeout: TIMEOUT_MS },
  );
  const clickAt = await markTime(page, 'bench:click');
  const renderedAt = await markTime(page, AREA_RENDERED, remote);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  const pageAt = await page.evaluate(() => performance.now());
  await quiet();
  const shifts = await page.evaluate((since) => globalThis.__benchVitals.shifts.filter((shift) => shift.at >= since), clickAt);
  const js = group(
    (await traffic.scripts()).filter(({ startedAt }) => startedAt >= hoverAt),
    hoverAt,
  );
  return {
    remote,
    switchMs: renderedAt - clickAt,
    pageMs: pageAt - clickAt,
    jsGzip: js.gzip,
    jsFiles: js.files.length,
    cls: shifts.reduce((sum, s) => sum + s.value, 0),
  };
}

const selectHeading = (page) => page.getByRole('heading', { name: 'テナントの選択' });

/**
 * Signed in as the account that may open all three areas: from /select into the system admin area,
 * back to /select, into the tenant admin area, then through the user menu into the user area. The
 * heap is read at the end.
 */
export async function measureAreas(browser, variant, condition, { storageState, tenantName }) {
  const session = await openPage(browser, variant, condition, { storageState });
  const { context, page, cdp, quiet } = session;
  try {
    await page.goto(`${variant.origin}/select`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await selectHeading(page).waitFor();
    const drawnAt = Date.now();
    await quiet();
    const idleMs = Date.now() - drawnAt - QUIET_MS;
    const switches = [];
    switches.push(await switchArea(session, 'system_admin_app', page.getByRole('button', { name: 'システム管理画面へ' }), 'テナント'));

    await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
    await page.getByRole('menuitem', { name: 'システム管理・テナント選択' }).click();
    await selectHeading(page).waitFor();
    await quiet();
    const tenantCard = page.locator('.fui-Card', { hasText: tenantName });
    switches.push(await switchArea(session, 'tenant_admin_app', tenantCard.getByRole('button', { name: 'このテナントを開く' }), '管理トップ'));

    await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
    switches.push(await switchArea(session, 'user_app', page.getByRole('menuitem', { name: 'プロフィール' }), 'プロフィール'));

    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { switches, heapBytes: usedSize, idleMs };
  } finally {
    await context.close();
  }
}

/** Opens a deep link in a tab and waits for its content painted; what it took and what it loaded. */
async function openDeepLink({ page, traffic, group, quiet }, url) {
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  await page.waitForFunction(() => globalThis.__benchThreadPainted !== null, null, { timeout: TIMEOUT_MS });
  const paintedAt = Date.now();
  await quiet();
  const { threadMs, vitals } = await page.evaluate(() => ({ threadMs: globalThis.__benchThreadPainted, vitals: globalThis.__benchVitals }));
  const js = group(
    (await traffic.scripts()).filter(({ startedAt }) => startedAt < paintedAt),
    start,
  );
  return {
    threadMs,
    lcpMs: vitals.lcp,
    lcpElement: vitals.lcpElement,
    jsGzip: js.gzip,
    jsFiles: js.files.length,
    cls: vitals.shifts.reduce((sum, shift) => sum + shift.value, 0),
  };
}

/**
 * A deep link opened in a new tab of a signed-in browser, as from a notification mail: how long until
 * its content (`painted`) is shown, and the JavaScript it took. Cold: a new profile, the HTTP cache off.
 * `repeat`: the same link opened again in another tab of the same profile, its HTTP cache warm.
 */
export async function measureDeepLink(browser, variant, condition, { storageState, url, painted, repeat = false }) {
  const first = await openPage(browser, variant, condition, { storageState, painted, cache: repeat });
  try {
    const cold = await openDeepLink(first, url);
    if (!repeat) return cold;
    await first.page.close();
    return await openDeepLink(await pageIn(first.context, variant, condition, { cache: true }), url);
  } finally {
    await first.context.close();
  }
}

const readsSoFar = (page) =>
  page.evaluate(() => {
    // The SDK's reads, and those the first script made through REST before it (shell/src/early).
    const sdk = globalThis.__MADOGUCHI_FIRESTORE_READS__?.() ?? { total: 0, byCollection: {} };
    const byCollection = { ...sdk.byCollection };
    let total = sdk.total;
    for (const [path, count] of Object.entries(globalThis.__MADOGUCHI_REST_READS__ ?? {})) {
      byCollection[path] = (byCollection[path] ?? 0) + count;
      total += count;
    }
    return { total, byCollection };
  });

/** Firestore reads of one full page load, once they have settled. */
export async function measureReads(browser, variant, condition, { storageState, path, ready }) {
  const { context, page } = await openPage(browser, variant, condition, { storageState });
  // Reads a callable made on the server, as its result says (fetchAnalytics' documentsRead).
  let server = 0;
  page.on('response', (response) => {
    if (!response.url().includes('/fetchAnalytics')) return;
    response.json().then((body) => (server += Number(body?.result?.documentsRead ?? 0)), () => undefined);
  });
  try {
    await page.goto(`${variant.origin}${path}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await ready(page).waitFor();
    let reads = await readsSoFar(page);
    let stableSince = Date.now();
    while (Date.now() - stableSince < READS_SETTLED_MS) {
      await sleep(200);
      const now = await readsSoFar(page);
      if (now.total !== reads.total) stableSince = Date.now();
      reads = now;
    }
    return server ? { ...reads, server } : reads;
  } finally {
    await context.close();
  }
}

/** Runs before the page's scripts: every Event Timing entry of an interaction, for INP. */
function observeInteractions() {
  globalThis.__benchInteractions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) globalThis.__benchInteractions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

const TYPED = 'vpn ga tsunagaranai toki no taisho wo oshiete kudasai';

/**
 * The latency of each keystroke typed into a box (its interactions' Event Timing), once the page is
 * ready; `open` gets the page there and returns the box.
 */
export async function measureTypingInp(browser, variant, condition, { storageState, path, open }) {
  const { context, page } = await openPage(browser, variant, CONDITIONS_FOR_SETUP, { storageState });
  await context.addInitScript(observeInteractions);
  try {
    await page.goto(`${variant.origin}${path}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const box = await open(page);
    await box.click();
    await page.evaluate(() => (globalThis.__benchInteractions.length = 0));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
    await page.keyboard.type(TYPED.slice(0, 50), { delay: 120 });
    await sleep(1000); // the last entries are reported after their paint
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const entries = await page.evaluate(() => globalThis.__benchInteractions);
    const byInteraction = new Map();
    for (const { id, duration } of entries) byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
    return { latencies: [...byInteraction.values()], keystrokes: 50 };
  } finally {
    await context.close();
  }
}

/** Types each query into the FAQ search and times it from the query mark to the painted results. */
export async function measureFaqSearch(browser, variant, condition, { storageState, path, queries }) {
  const { context, page } = await openPage(browser, variant, condition, { storageState });
  try {
    await page.goto(`${variant.origin}${path}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.waitForFunction(() => performance.getEntriesByName('madoguchi:faq-index-ready').length > 0, null, {
      timeout: TIMEOUT_MS,
    });
    const entries = await page.evaluate(() => performance.getEntriesByName('madoguchi:faq-index-ready').at(-1).detail?.entries ?? null);
    const box = page.getByRole('searchbox');
    const samples = [];
    for (const query of queries) {
      // The page waits for the answer's mark itself (an observer, called only when a mark is added):
      // polling it from here every frame would add work to the very frames being timed.
      const answered = await page.evaluateHandle((text) => {
        const timing = () => {
          const asked = performance.getEntriesByName('madoguchi:faq-query').filter((entry) => entry.detail?.query === text).at(-1);
          const shown = performance.getEntriesByName('madoguchi:faq-results').filter((entry) => entry.detail?.query === text).at(-1);
          return asked && shown && shown.startTime >= asked.startTime ? { ms: shown.startTime - asked.startTime, hits: shown.detail.hits } : null;
        };
        return {
          done: new Promise((resolve) => {
            const observer = new PerformanceObserver(() => {
              const found = timing();
              if (!found) return;
              observer.disconnect();
              resolve(found);
            });
            observer.observe({ type: 'mark' });
          }),
        };
      }, query);
      await box.fill(query);
      const timeout = new AbortController();
      const timing = await Promise.race([
        answered.evaluate((handle) => handle.done),
        sleep(TIMEOUT_MS, null, { signal: timeout.signal }).then(() => {
          throw new Error(`FAQ search: no results mark for "${query}" within ${TIMEOUT_MS} ms`);
        }),
      ]).finally(() => timeout.abort());
      samples.push({ query, ...timing });
      await sleep(100);
    }
    return { entries, samples };
  } finally {
    await context.close();
  }
}
