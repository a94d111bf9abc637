import type { Page } from 'playwright-core';
import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

// A signed-in link opened in a new tab (an inquiry from its notification mail) is drawn from its data
// before the app arrives (shell/src/early, issue 23): read through Firestore's REST API against the
// emulators' rules, then handed to the app, which does not read the thread again.

const { browser } = useAppsInBrowser();

const INQUIRY = '/tenants/tenant-a/inquiries/inq-lost-receipt';
const MESSAGES = 'tenants/tenant-a/inquiries/inq-lost-receipt/messages';
const thread = (page: Page) => page.getByRole('list', { name: 'やり取り' });
const earlyPage = (page: Page) => page.locator('#early-page');

const admin = openAdmin('e2e-early-page');
afterAll(() => admin.close());

/**
 * Until the first tab has recorded this sign-in in the tenant's user document: a tab opened earlier
 * would read the old time, record it again and count its own write as reads.
 */
async function signInRecorded(email: string, tenantId: string): Promise<void> {
  const user = await admin.auth.getUserByEmail(email);
  const signedInAt = Math.floor(Date.parse(user.metadata.lastSignInTime) / 1000) * 1000;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const recorded = (await admin.db.doc(`tenants/${tenantId}/users/${user.uid}`).get()).get('lastSignInAt');
    if (recorded && recorded.toMillis() >= signedInAt) return;
    if (Date.now() > deadline) throw new Error(`${email} のサインインが ${tenantId} に記録されませんでした`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Holds the shell's entry script (a slow network) until release(). */
async function holdApp(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${SHELL_URL}/main.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function requester() {
  return signedInPage(browser(), 'user@a.example.com', '/tenants/tenant-a');
}

describe('a signed-in deep link drawn before the app', () => {
  it('shows the thread from its data, then the app takes over without reading the thread again', async () => {
    const session = await requester();
    const page = await session.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdApp(page);
    await page.goto(`${SHELL_URL}${INQUIRY}`, { waitUntil: 'commit' });
    await earlyPage(page).getByRole('heading', { level: 1, name: '#3 タクシーの領収書をなくしてしまいました' }).waitFor();
    const drawn = await thread(page).getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(drawn).toEqual(['鈴木 一郎 のメッセージ', '佐藤 花子 のメッセージ', '鈴木 一郎 のメッセージ']);
    expect(await page.title()).toBe('問い合わせ #3 タクシーの領収書をなくしてしまいました | 窓口');

    release();
    await page.getByRole('textbox', { name: /返信/ }).waitFor();
    expect(await earlyPage(page).count()).toBe(0);
    expect(await thread(page).getByRole('listitem').count()).toBe(3);
    // The app's listener asked only for messages from the last one drawn on: at most that one again.
    const reads = await page.evaluate(() => globalThis.__MADOGUCHI_FIRESTORE_READS__?.());
    expect(reads?.byCollection[MESSAGES] ?? 0).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await session.context.close();
  });

  it.each([INQUIRY, '/tenants/tenant-a/faq'])('never shows the login form to a signed-in person opening %s', async (path) => {
    const session = await requester();
    const page = await session.context.newPage();
    // Whether index.html's login heading was ever on screen, checked on every change to the page.
    await page.addInitScript(() => {
      const w = window as { __loginShown?: boolean };
      w.__loginShown = false;
      new MutationObserver(() => {
        const heading = [...document.querySelectorAll('h1')].find((h1) => h1.textContent === '窓口にログイン');
        if (heading && heading.getClientRects().length > 0) w.__loginShown = true;
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    const release = await holdApp(page);
    await page.goto(`${SHELL_URL}${path}`, { waitUntil: 'domcontentloaded' });
    expect(await page.getByRole('heading', { name: '窓口にログイン' }).isVisible()).toBe(false);
    release();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: '窓口にログイン' }).first().waitFor();
    expect(await page.evaluate(() => (window as { __loginShown?: boolean }).__loginShown)).toBe(false);
    await session.context.close();
  });

  it('keeps a reply written after it was drawn: the live thread shows it', async () => {
    const session = await requester();
    const page = await session.context.newPage();
    await page.goto(`${SHELL_URL}${INQUIRY}`);
    await page.getByRole('textbox', { name: /返信/ }).fill('支払証明書の様式はどこにありますか。');
    await page.getByRole('button', { name: '返信する' }).click();
    await thread(page).getByText('支払証明書の様式はどこにありますか。').waitFor();
    await session.context.close();
  });

  it('draws the page opened again at once from this browser, before any answer, and forgets it at sign-out', async () => {
    const session = await requester();
    const first = await session.context.newPage();
    await first.goto(`${SHELL_URL}${INQUIRY}`);
    await first.getByRole('textbox', { name: /返信/ }).waitFor();
    await first.close();

    const again = await session.context.newPage();
    await holdApp(again);
    await again.route('http://localhost:8080/**', () => undefined); // Firestore never answers
    await again.goto(`${SHELL_URL}${INQUIRY}`, { waitUntil: 'commit' });
    await earlyPage(again).getByRole('list', { name: 'やり取り' }).waitFor();
    await again.close();

    const signedIn = await session.context.newPage();
    await signedIn.goto(`${SHELL_URL}/tenants/tenant-a`);
    await signedIn.getByRole('button', { name: 'ユーザーメニュー' }).click();
    await signedIn.getByRole('menuitem', { name: 'ログアウト' }).click();
    await signedIn.waitForURL(`${SHELL_URL}/login`);
    expect(await signedIn.evaluate(() => localStorage.getItem('madoguchi.firstPaint'))).toBeNull();
    await session.context.close();
  });

  it.each([
    ["another requester's inquiry of their tenant", '/tenants/tenant-a/inquiries/inq-expense-deadline', 'この問い合わせを表示する権限がありません。'],
    ["another tenant's inquiry", '/tenants/tenant-b/inquiries/inq-waybill', null],
  ])('draws nothing of %s, which the rules refuse them', async (_, path, message) => {
    const session = await requester();
    const page = await session.context.newPage();
    const release = await holdApp(page);
    const refusals: number[] = [];
    page.on('response', (response) => response.url().startsWith('http://localhost:8080/') && response.status() === 403 && refusals.push(403));
    await page.goto(`${SHELL_URL}${path}`, { waitUntil: 'commit' });
    await page.waitForTimeout(2000);
    expect(refusals.length).toBeGreaterThan(0); // the rules said no to the REST reads
    expect(await earlyPage(page).count()).toBe(0);
    release();
    if (message) await page.getByText(message).waitFor();
    else await page.waitForURL((url) => url.pathname !== path);
    await session.context.close();
  });

  it("draws a tenant admin's users list from its first page, then the app takes it without reading the users again", async () => {
    const session = await signedInPage(browser(), 'admin@a.example.com', '/tenants/tenant-a/admin');
    await signInRecorded('admin@a.example.com', 'tenant-a');
    const page = await session.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdApp(page);
    await page.goto(`${SHELL_URL}/tenants/tenant-a/admin/users`, { waitUntil: 'commit' });
    const drawn = earlyPage(page).getByRole('table', { name: 'ユーザー一覧' });
    await drawn.waitFor();
    const early = await drawn.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('a')?.textContent));
    expect(early.length).toBeGreaterThan(2);
    expect(await page.title()).toBe('ユーザー | 窓口');

    release();
    const table = page.getByRole('table', { name: 'ユーザー一覧' });
    await page.getByRole('button', { name: 'ユーザーを登録' }).and(page.locator(':enabled')).waitFor();
    expect(await earlyPage(page).count()).toBe(0);
    expect(await table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('a')?.textContent))).toEqual(early);
    // The app took the page read before it: of the users it read only the admin's own document (the
    // header's name), once, since the first tab's sign-in record had landed before.
    const reads = await page.evaluate(() => globalThis.__MADOGUCHI_FIRESTORE_READS__?.());
    expect(reads?.byCollection['tenants/tenant-a/users'] ?? 0).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await session.context.close();
  });

  it("draws nothing of the users list for a requester, whom the rules refuse and the app sends elsewhere", async () => {
    const session = await requester();
    const page = await session.context.newPage();
    const release = await holdApp(page);
    const firestore: string[] = [];
    page.on('request', (request) => request.url().startsWith('http://localhost:8080/') && firestore.push(request.url()));
    await page.goto(`${SHELL_URL}/tenants/tenant-a/admin/users`, { waitUntil: 'commit' });
    await page.waitForTimeout(1000);
    expect(await earlyPage(page).count()).toBe(0);
    expect(firestore).toEqual([]);
    release();
    await page.waitForURL((url) => !url.pathname.includes('/admin'));
    await session.context.close();
  });
});
