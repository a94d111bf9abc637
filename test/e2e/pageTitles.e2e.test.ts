import type { Page } from 'playwright-core';
import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import { openPage } from './support/browser';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

// Each tab is named 「<page> | 窓口」, the shell's pages and the areas' alike, and a page with dynamic
// content names it once the content has been read, so tabs, history and bookmarks tell pages apart.
// (That the phone's navigation bar names every area's page is the route crawler's to check: test/crawler.)

const { browser } = useAppsInBrowser();
const admin = openAdmin('e2e-page-titles');
const TENANT = 'tenant-a';

afterAll(() => admin.close());

const titled = (page: Page, title: string) => page.waitForFunction((expected) => document.title === expected, title);

describe('tab titles', () => {
  it('name the shell’s pages: login, not found', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    await page.goto(`${SHELL_URL}/login`);
    await titled(page, 'ログイン | 窓口');
    await page.goto(`${SHELL_URL}/no/such/page`);
    await titled(page, 'ページが見つかりません | 窓口');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('name an inquiry by its number and subject once read, and the list, the new-inquiry form and the FAQ by name', async () => {
    const mine = await admin.db.collection(`tenants/${TENANT}/inquiries`).where('requesterUid', '==', 'demo-user-a').limit(1).get();
    const inquiry = mine.docs[0];
    if (!inquiry) throw new Error('the demo data has an inquiry of user@a.example.com');
    const { page, context, pageErrors } = await signedInPage(browser(), 'user@a.example.com', `/tenants/${TENANT}`);
    await titled(page, 'トップ | 窓口');

    await page.goto(`${SHELL_URL}/tenants/${TENANT}/inquiries/${inquiry.id}`);
    await titled(page, `問い合わせ #${String(inquiry.get('number'))} ${String(inquiry.get('title'))} | 窓口`);

    await page.getByRole('link', { name: '問い合わせ一覧に戻る' }).click();
    await titled(page, '問い合わせ一覧 | 窓口');
    await page.getByRole('button', { name: '新規問い合わせ' }).click();
    const heading = page.getByRole('heading', { level: 2, name: '新規問い合わせ' });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await titled(page, '新規問い合わせ | 窓口');

    await page.goto(`${SHELL_URL}/tenants/${TENANT}/faq`);
    await titled(page, 'よくある質問 | 窓口');
    await page.getByRole('list', { name: 'よくある質問の一覧' }).getByRole('button').first().click();
    // The entry's own question, as read (the list may reorder while its counts arrive).
    const question = await page.getByRole('article').getByRole('heading', { level: 2 }).innerText();
    await titled(page, `よくある質問: ${question} | 窓口`);
    // The browser's history keeps each page's own name.
    await page.goBack();
    await titled(page, 'よくある質問 | 窓口');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('name a user of the tenant admin area, and the system admin’s tenant selection', async () => {
    const name = String((await admin.db.doc(`tenants/${TENANT}/users/demo-user-a`).get()).get('name'));
    const tenantAdmin = await signedInPage(browser(), 'admin@a.example.com', `/tenants/${TENANT}/admin`);
    await titled(tenantAdmin.page, '管理トップ | 窓口');
    await tenantAdmin.page.goto(`${SHELL_URL}/tenants/${TENANT}/admin/users/demo-user-a`);
    await titled(tenantAdmin.page, `ユーザー: ${name} | 窓口`);
    expect(tenantAdmin.pageErrors).toEqual([]);
    await tenantAdmin.context.close();

    const systemAdmin = await signedInPage(browser(), 'sysadmin@example.com', '/select');
    await titled(systemAdmin.page, 'テナントの選択 | 窓口');
    await systemAdmin.page.getByRole('button', { name: 'システム管理画面へ' }).click();
    await titled(systemAdmin.page, 'テナント | 窓口');
    expect(systemAdmin.pageErrors).toEqual([]);
    await systemAdmin.context.close();
  });
});
