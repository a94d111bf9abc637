import { SHELL_URL } from './support/appServers';
import { useAppsInBrowser } from './support/suite';
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
    // The remote as a later (or older) deploy would serve it: only its manifest says so.
    await page.route('http://localhost:9002/mf-manifest.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: rewrite((await response.json()) as Manifest) });
    });
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

interface Manifest {
  metaData: Record<string, unknown>;
  shared: { name: string; version: string }[];
}
