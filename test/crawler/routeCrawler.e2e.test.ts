// The route crawler (issue 18): every route of the shell and of each area's route table, as every role
// that may open it, at a phone's and a desktop's width, on the production builds as Firebase Hosting
// serves them (npm run preview, fresh demo data). A route fails on sideways scrolling, a console error or
// warning, a failed request, a title that is not the page's own, a control under 44 px on the phone, an
// area's page the phone's navigation bar does not name,
// Latin-letter words a Japanese user would meet outside the allow-list, or an axe-core violation of
// serious or critical impact. A screenshot of each is kept under .cache/crawler/, and a table of what
// was found is printed.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ShellRole } from '../../shell/src/app/routes';
import { openAdmin } from '../e2e/support/adminSdk';
import { launchBrowser } from '../e2e/support/browser';
import { signInByEmailLink } from '../e2e/support/signIn';
import { latinWordsOutside, seedDataWords } from './latinWords';
import { ACCOUNTS, SAMPLES, VISITS } from './visits';

const root = path.resolve(__dirname, '../..');
const urls = JSON.parse(process.env.PREVIEW_URLS ?? '{}') as Record<string, string>;
const SHELL = urls['shell'] ?? '';
const SHOTS = path.join(root, '.cache', 'crawler');

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 800 },
] as const;

const allowedWords = seedDataWords(root);

interface Finding {
  route: string;
  role: ShellRole;
  width: string;
  overflow: number;
  consoleMessages: string[];
  failedRequests: string[];
  title: string;
  smallTargets: string[];
  /** On the phone, what the bar under the header calls an area's page ('' for none). */
  phoneBar: string;
  latin: string[];
  axe: string[];
}
const findings: Finding[] = [];

let browser: Browser;
const sessions = new Map<string, { context: BrowserContext; page: Page; console: string[]; failed: string[] }>();

/** One signed-in (or signed-out) page per role and width, listening to its console and requests. */
async function session(role: ShellRole, width: (typeof WIDTHS)[number]) {
  const key = `${role}/${width.name}`;
  const existing = sessions.get(key);
  if (existing) return existing;
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: width.width, height: width.height } });
  const page = await context.newPage();
  const opened = { context, page, console: [] as string[], failed: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') opened.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => opened.console.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A page left while its requests were under way aborts them: not a failure of the page.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') opened.failed.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) opened.failed.push(`${response.status()} ${response.url()}`);
  });
  if (role !== 'signedOut') {
    await signInByEmailLink(page, ACCOUNTS[role].email, SHELL);
    await page.waitForURL(`${SHELL}${ACCOUNTS[role].landing}`);
  }
  sessions.set(key, opened);
  return opened;
}

/**
 * Fluent's focus manager (Tabster) puts invisible focusable guards with aria-hidden at the edges of
 * focus traps, which redirect focus the moment they get it: a known false positive of axe's
 * aria-hidden-focus (microsoft/tabster#288; Accessibility Insights suppresses it the same way).
 */
const isTabsterGuard = (rule: string, html: string) => rule === 'aria-hidden-focus' && html.includes('data-tabster-dummy');

/**
 * axe-core's findings on the page, violations with all their nodes (the passes and the rest one node
 * each: resultTypes). When every frame is the page's own origin, axe runs in the page itself (legacy
 * mode; axe reaches same-origin frames on its own): the default mode, made for cross-origin frames,
 * opens a blank page and compiles a second copy of axe for every call (crawler alone: 160 → 110 CPU-s).
 */
async function axeFindings(page: Page) {
  const origin = new URL(page.url()).origin;
  const sameOrigin = page.frames().every((frame) => frame.url() === 'about:blank' || new URL(frame.url()).origin === origin);
  return new AxeBuilder({ page }).setLegacyMode(sameOrigin).options({ resultTypes: ['violations'] }).analyze();
}

/**
 * Controls smaller than 44 px either way on a phone (WCAG 2.5.5). A checkbox or radio is measured by
 * its whole label, which takes the tap, and a field's own buttons (clear, open) by the field's height;
 * links inside running text are exempt as WCAG exempts them, but links of a navigation are not.
 */
function smallTouchTargets(): string[] {
  const controls = 'button, input, select, textarea, [role=button], [role=tab], [role=combobox], [role=menuitem], [role=option], [role=checkbox], [role=radio], [role=switch], nav a[href]';
  const fields = '.fui-Input, .fui-SearchBox, .fui-Combobox, .fui-Dropdown, .fui-Select, .fui-Textarea, .fui-SpinButton';
  const small: string[] = [];
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(controls))) {
    if (element.closest('[data-tabster-dummy], [aria-hidden=true], [inert]') || element.matches('input[type=hidden]')) continue;
    const target = element.closest<HTMLElement>('.fui-Checkbox, .fui-Radio, .fui-Switch') ?? element;
    const box = target.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
    const height = element.closest(fields)?.getBoundingClientRect().height ?? box.height;
    if (box.width < 44 || height < 44) {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 20);
      small.push(`${element.tagName.toLowerCase()}「${name}」${Math.round(box.width)}x${Math.round(height)}`);
    }
  }
  return Array.from(new Set(small));
}

/** The name the phone's navigation bar gives the page, once it gives one ('' when it has none after 5 s). */
async function phoneBarName(page: Page): Promise<string> {
  const named = () => document.querySelector('nav span[aria-current="page"]')?.textContent?.trim() ?? '';
  await page.waitForFunction(named, undefined, { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(named);
}

/**
 * Waits for the app's page to be drawn with its data: a heading, no spinner left, and Fluent's colour
 * transitions over (axe would measure a button's colours half-way; endless animations are not awaited).
 */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  // A page drawn before the app (shell/src/early) stays until the app's own page shows its data: judge the app's.
  await page.waitForFunction(() => !document.getElementById('early-page'), undefined, { timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('.fui-Spinner'), undefined, { timeout: 20_000 }).catch(() => undefined);
  await page.waitForLoadState('load');
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

beforeAll(async () => {
  if (!SHELL) throw new Error('PREVIEW_URLS is not set: run through npm test, which starts the preview (scripts/preview.mjs)');
  mkdirSync(SHOTS, { recursive: true });
  const admin = openAdmin('route-crawler');
  try {
    await admin.db.doc(`patchNotes/${SAMPLES['patchNoteId']}/previews/${SAMPLES['previewId']}`).set({
      title: 'プレビュー', bodyHtml: '<p>プレビューの本文です。</p>', labels: ['new'], createdBy: 'demo-sysadmin', createdAt: new Date(),
    });
  } finally {
    await admin.close();
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const rows = findings.map((f) =>
    [f.route, f.role, f.width, f.overflow, f.consoleMessages.length, f.failedRequests.length, f.smallTargets.length, f.phoneBar || '(none)', f.axe.length, f.latin.join(' ') || '-'].join(' | '),
  );
  const table = ['route | role | width | overflow px | console | failed requests | small targets | phone bar | axe | Latin words', ...rows].join('\n');
  writeFileSync(path.join(SHOTS, 'findings.txt'), `${table}\n`);
  console.log(`ルート巡回の結果 (.cache/crawler/):\n${table}`);
});

describe.each(WIDTHS)('every route at $name width ($width px)', (width) => {
  it.each(VISITS.map((visit) => [visit.route, visit.role, visit] as const))('%s as %s', async (_, __, visit) => {
    const { page, console: messages, failed } = await session(visit.role, width);
    messages.length = 0;
    failed.length = 0;
    await page.goto(`${SHELL}${visit.path}`);
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const title = await page.title();
    const smallTargets = width.name === 'phone' ? await page.evaluate(smallTouchTargets) : [];
    // The shell's own pages (login, /select) have no navigation.
    const phoneBar = width.name === 'phone' && visit.inArea ? await phoneBarName(page) : '-';
    const text = await page.evaluate(() => document.body.innerText);
    const axe = await axeFindings(page);
    const serious = axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !isTabsterGuard(violation.id, node.html)) }))
      .filter((violation) => violation.nodes.length > 0)
      .map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.target.join(' ') ?? ''}`);
    const name = `${visit.role}-${width.name}-${visit.route.replace(/[/:]+/g, '_').replace(/^_/, '') || 'root'}.png`;
    await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
    const finding: Finding = {
      route: visit.route,
      role: visit.role,
      width: `${width.width}px`,
      overflow,
      consoleMessages: [...messages],
      failedRequests: [...failed],
      title,
      smallTargets,
      phoneBar,
      latin: latinWordsOutside(text, allowedWords),
      axe: serious,
    };
    findings.push(finding);
    expect({
      overflow: finding.overflow > 0 ? `${finding.overflow}px` : 'none',
      console: finding.consoleMessages,
      failedRequests: finding.failedRequests,
      pageTitle: /^.+ \| 窓口$/.test(title) ? 'own' : title,
      smallTouchTargets: finding.smallTargets,
      phoneBar: finding.phoneBar ? 'named' : 'none',
      latinWords: finding.latin,
      axe: finding.axe,
    }).toEqual({ overflow: 'none', console: [], failedRequests: [], pageTitle: 'own', smallTouchTargets: [], phoneBar: 'named', latinWords: [], axe: [] });
  });
});
