import { SHELL_URL } from './support/appServers';
import { useAppsInBrowser } from './support/suite';
import type { Route } from 'playwright-core';
import type { PageWithErrors } from './support/browser';
import { signedInPage, toastTexts } from './support/session';

const BRAND_BACKGROUND = '#00838f';

const { browser, servers } = useAppsInBrowser();
let admin: PageWithErrors;

beforeAll(async () => {
  admin = await signedInPage(browser(), 'admin@a.example.com', '/tenants/tenant-a/admin');
  await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHELL_URL });
});

describe('remotes in the shell', () => {
  it("renders a remote's components, also inside a Portal, with the shell's theme", async () => {
    const { page } = admin;
    await page.goto(`${SHELL_URL}/tenants/tenant-a/inquiries`);
    const heading = page.getByRole('heading', { level: 1, name: '問い合わせ一覧' });
    await heading.waitFor();
    const tokenOf = (selector: string) =>
      page.locator(selector).first().evaluate((element) =>
        getComputedStyle(element).getPropertyValue('--colorBrandBackground').trim(),
      );
    expect(await heading.evaluate((el) => getComputedStyle(el).getPropertyValue('--colorBrandBackground').trim())).toBe(
      BRAND_BACKGROUND,
    );
    // The remote's own dropdown renders its list in a Portal outside the remote's DOM subtree.
    await page.getByRole('combobox', { name: 'ステータス' }).click();
    const list = page.getByRole('listbox');
    await list.waitFor();
    expect(await tokenOf('[role="listbox"]')).toBe(BRAND_BACKGROUND);
    expect(await list.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    expect(await list.evaluate((el) => el.closest('#root') === null)).toBe(true);
    await page.keyboard.press('Escape');
  });

  it("shows a remote's toast in the shell's Toaster", async () => {
    const { page } = admin;
    await page.goto(`${SHELL_URL}/tenants/tenant-a/profile`);
    const name = page.getByRole('textbox', { name: /お名前/ });
    const original = await name.inputValue();
    try {
      await name.fill(`${original}（確認）`);
      await page.getByRole('button', { name: '保存' }).click();
      await page.locator('.fui-Toast').getByText('お名前を保存しました。').waitFor();
      expect(await toastTexts(admin)).toContain('お名前を保存しました。');
      // One Toaster on the page: the shell's.
      expect(await page.locator('.fui-Toaster').count()).toBeLessThanOrEqual(1);
    } finally {
      await name.fill(original);
      await page.getByRole('button', { name: '保存' }).click();
    }
  });

  it('copies the page link from the user menu', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: /ユーザーメニュー/ }).click();
    await page.getByRole('menuitem', { name: 'このページのURLをコピー' }).click();
    await page.locator('.fui-Toast').getByText('このページのURLをコピーしました。').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SHELL_URL}/tenants/tenant-a/profile`);
  });

  it("moves between an area's pages with the shell's navigation", async () => {
    const { page } = admin;
    await page.goto(`${SHELL_URL}/tenants/tenant-a/admin`);
    await page.getByRole('navigation', { name: 'テナント管理メニュー' }).getByRole('link', { name: 'ユーザー', exact: true }).click();
    await page.waitForURL(`${SHELL_URL}/tenants/tenant-a/admin/users`);
    await page.getByRole('heading', { level: 1, name: 'ユーザー' }).waitFor();
  });

  it('shows a fallback with a retry when a remote is down, while the other areas keep working', async () => {
    const { page } = admin;
    await servers.stop('user_app');
    await page.goto(`${SHELL_URL}/tenants/tenant-a/inquiries`);
    await page.getByText('ユーザー画面を読み込めませんでした。').waitFor();
    await page.getByRole('button', { name: 'ユーザーメニュー' }).waitFor();

    await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
    await page.getByRole('menuitem', { name: 'テナント管理' }).click();
    await page.waitForURL(`${SHELL_URL}/tenants/tenant-a/admin`);
    await page.getByRole('heading', { level: 1, name: '管理トップ' }).waitFor();

    await page.goBack();
    await page.getByText('ユーザー画面を読み込めませんでした。').waitFor();
    await servers.start('user_app');
    await page.getByRole('button', { name: '再読み込み' }).click();
    await page.getByRole('heading', { level: 1, name: '問い合わせ一覧' }).waitFor();
    expect(admin.pageErrors).toEqual([]);
  });

  it.each([
    ['another contract version', (manifest: Manifest) => ({ ...manifest, metaData: { ...manifest.metaData, madoguchi: { contractVersion: 2 } } }), 'テナント管理画面は新しいバージョン（v2）のアプリ向けのため'],
    [
      'another major of react',
      (manifest: Manifest) => ({ ...manifest, shared: manifest.shared.map((entry) => (entry.name === 'react' ? { ...entry, version: '20.0.0' } : entry)) }),
      'テナント管理画面は react 20.0.0 向けに作られており',
    ],
  ])('refuses a remote built for %s before running it, while the other areas keep working', async (_name, rewrite, message) => {
    const session = await signedInPage(browser(), 'admin@a.example.com', '/tenants/tenant-a/admin');
    const { page } = session;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The remote as a later (or older) deploy would serve it: only its manifest says so. Read once
    // here: a page that moves on cancels its request, and a response fetched for it is then disposed.
    const served = await fetch('http://localhost:9002/mf-manifest.json');
    const json = rewrite((await served.json()) as Manifest);
    const headers = Object.fromEntries([...served.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    await page.route('http://localhost:9002/mf-manifest.json', (route) => route.fulfill({ status: 200, headers, json }));
    await page.goto(`${SHELL_URL}/tenants/tenant-a/admin/users`);
    await page.getByText(message).waitFor();
    await page.getByText('システム管理者にご連絡ください').waitFor();
    // None of the remote's code was fetched, let alone run.
    expect(requested.filter((url) => url.startsWith('http://localhost:9002/') && url.endsWith('.js'))).toEqual([]);

    await page.goto(`${SHELL_URL}/tenants/tenant-a/faq`);
    await page.getByRole('heading', { level: 1, name: 'よくある質問' }).waitFor();
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  });
});

describe('an area whose first load failed', () => {
  const BROKEN = 'a chunk broken by a deploy';
  it.each([
    {
      failure: 'its exposed chunk throws',
      remote: 'http://localhost:9001',
      path: '/tenants/tenant-a/inquiries',
      label: 'ユーザー画面',
      heading: '問い合わせ一覧',
      next: { nav: 'テナント管理メニュー', link: 'よくある質問' },
      fail: (route: Route) => route.fulfill({ contentType: 'text/javascript', body: `throw new Error(${JSON.stringify(BROKEN)});` }),
    },
    {
      failure: 'its exposed chunk answers 404 (in the middle of a deploy)',
      remote: 'http://localhost:9002',
      path: '/tenants/tenant-a/admin',
      label: 'テナント管理画面',
      heading: '管理トップ',
      next: { nav: 'テナント管理メニュー', link: 'ユーザー' },
      fail: (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    },
  ])('recovers in place with the retry once the remote is fine again, when $failure', async ({ remote, path, label, heading, next, fail }) => {
    const { context } = admin;
    // A new page of the signed-in admin: no area loaded yet.
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const exposed = new RegExp(`^${remote}/__federation_expose_Area\\.[0-9a-f]{10}\\.js$`);
    await page.route(exposed, fail);
    try {
      await page.goto(`${SHELL_URL}${path}`);
      const fallback = page.getByTestId('remote-fallback');
      await fallback.getByText(`${label}を読み込めませんでした。`).waitFor();
      // It says the screen could not be loaded; the network is fine.
      expect(await fallback.innerText()).not.toContain('ネットワーク');

      await page.unroute(exposed);
      // A page reload would lose this.
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await page.getByRole('button', { name: '再読み込み' }).click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      // The area runs on the shell's singletons (React, the router): it draws the next page it is led to.
      await page.getByRole('navigation', { name: next.nav }).getByRole('link', { name: next.link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: next.link, exact: true }).waitFor();
      expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
      expect(pageErrors.filter((message) => !message.includes(BROKEN))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

interface Manifest {
  metaData: Record<string, unknown>;
  shared: { name: string; version: string }[];
}
