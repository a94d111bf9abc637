import type { Page } from 'playwright-core';
import { SHELL_URL } from './support/appServers';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

// One navigation per role, the same on every page of that role's areas, built by the shell from the
// entries each remote declares in its manifest (issue 18): a tenant admin following the home into the
// inquiries keeps the admin's navigation; on a phone the links open in a drawer.

const { browser } = useAppsInBrowser();

const ADMIN_ENTRIES = ['管理トップ', '問い合わせ', 'よくある質問', '定型文', 'ユーザー', 'ユーザーカテゴリ', 'Slack連携', 'サポート', '分析', 'リリースノート'];

const entries = (page: Page, name: string) =>
  page.getByRole('navigation', { name }).getByRole('link').evaluateAll((links) =>
    links.map((link) => (link.firstChild?.textContent ?? link.textContent ?? '').trim()),
  );
const current = (page: Page, name: string) =>
  page.getByRole('navigation', { name }).locator('a[aria-current="page"]').allInnerTexts();

describe("the shell's navigation", () => {
  it("gives a tenant admin the same navigation on the admin's pages and the user area's, with the current page marked", async () => {
    const { context, page, pageErrors } = await signedInPage(browser(), 'admin@a.example.com', '/tenants/tenant-a/admin');
    const nav = 'テナント管理メニュー';
    await page.getByRole('navigation', { name: nav }).getByRole('link', { name: 'ユーザーカテゴリ' }).waitFor();
    expect(await entries(page, nav)).toEqual(ADMIN_ENTRIES);
    expect(await current(page, nav)).toEqual(['管理トップ']);

    await page.getByRole('navigation', { name: nav }).getByRole('link', { name: '問い合わせ', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: '問い合わせ一覧' }).waitFor();
    expect(await entries(page, nav)).toEqual(ADMIN_ENTRIES);
    expect(await current(page, nav)).toEqual(['問い合わせ']);

    await page.goto(`${SHELL_URL}/tenants/tenant-a/admin/users/categories/cat-sales`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // After a full load the navigation comes with the remotes' manifests, which may follow the heading.
    await page.getByRole('navigation', { name: nav }).locator('a[aria-current="page"]').waitFor();
    expect(await current(page, nav)).toEqual(['ユーザーカテゴリ']);

    // Pages outside the navigation highlight nothing, never the home.
    await page.goto(`${SHELL_URL}/tenants/tenant-a/profile`);
    await page.getByRole('heading', { level: 1, name: 'プロフィール' }).waitFor();
    await page.getByRole('navigation', { name: nav }).getByRole('link', { name: '管理トップ' }).waitFor();
    expect(await current(page, nav)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("gives a user the user area's navigation", async () => {
    const { context, page } = await signedInPage(browser(), 'user@a.example.com', '/tenants/tenant-a');
    await page.getByRole('navigation', { name: 'メニュー' }).getByRole('link', { name: 'よくある質問' }).waitFor();
    expect(await entries(page, 'メニュー')).toEqual(['トップ', '問い合わせ', 'よくある質問', 'リリースノート']);
    expect(await current(page, 'メニュー')).toEqual(['トップ']);
    await context.close();
  });

  it('opens the links in a drawer on a phone, and closes it on the way to the page', async () => {
    const { context, page } = await signedInPage(browser(), 'user@a.example.com', '/tenants/tenant-a');
    await page.setViewportSize({ width: 390, height: 844 });
    const nav = page.getByRole('navigation', { name: 'メニュー' });
    await nav.getByRole('button', { name: 'メニューを開く' }).click();
    const drawer = page.getByRole('dialog', { name: 'メニュー' });
    await drawer.getByRole('link', { name: 'よくある質問' }).click();
    await page.waitForURL(`${SHELL_URL}/tenants/tenant-a/faq`);
    await drawer.waitFor({ state: 'hidden' });
    // The bar names the page the drawer led to.
    await nav.locator('span[aria-current="page"]', { hasText: 'よくある質問' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
