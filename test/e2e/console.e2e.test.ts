import type { Page } from 'playwright-core';
import { SHELL_URL } from './support/appServers';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

// A page without a real problem logs nothing in the browser's console: no error, no warning, and no
// failed request (the browser logs each one, a callable's refusal included). The route crawler holds
// every page to that as every role (test/crawler); here, the outcomes that are answers, not failures:
// the new inquiry form without a Storage emulator, a CSV whose columns are wrong (the dry run reports
// it) and an address that is registered already (the form says so before sending).

const { browser } = useAppsInBrowser();
const STORAGE_EMULATOR = 'http://localhost:9199';

/** Signed in as `account`, does `act` and checks that nothing was logged meanwhile. */
async function quietly(account: string, landing: string, act: (page: Page) => Promise<void>): Promise<void> {
  const session = await signedInPage(browser(), account, landing);
  await act(session.page);
  expect(session.consoleProblems).toEqual([]);
  expect(session.pageErrors).toEqual([]);
  await session.context.close();
}

const ADMIN = ['admin@a.example.com', '/tenants/tenant-a/admin'] as const;

describe('the browser console', () => {
  it('stays empty on the new inquiry form, which asks for no Storage emulator that is not running', () =>
    quietly('user@a.example.com', '/tenants/tenant-a', async (page) => {
      const storageRequests: string[] = [];
      page.on('request', (request) => request.url().startsWith(STORAGE_EMULATOR) && storageRequests.push(request.url()));
      await page.goto(`${SHELL_URL}/tenants/tenant-a/inquiries?new=1`);
      const form = page.getByRole('form', { name: '新規問い合わせ' });
      if (process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
        await form.getByLabel('添付ファイルを選択').waitFor();
      } else {
        await form.getByText('ファイルのアップロードは現在利用できません').waitFor();
        expect(storageRequests).toEqual([]);
      }
    }));

  it('stays empty when a dry run finds a CSV whose columns are wrong: the page reports it', () =>
    quietly(...ADMIN, async (page) => {
      await page.goto(`${SHELL_URL}/tenants/tenant-a/admin/users/import`);
      const csv = '氏名,メールアドレス,部署\r\n列 違い,columns@a.example.com,営業\r\n';
      await page.getByLabel('CSVファイル', { exact: true }).setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: '内容を確認' }).click();
      await page.getByText('CSVに不明な列があります: 部署。').waitFor();
      expect(await page.getByRole('button', { name: /件を取り込む$/ }).count()).toBe(0);
    }));

  it('stays empty when an address is registered already: the form says so at the field and keeps what was typed', () =>
    quietly(...ADMIN, async (page) => {
      await page.goto(`${SHELL_URL}/tenants/tenant-a/admin/users/new`);
      await page.getByRole('textbox', { name: /氏名/ }).fill('二重 登録');
      await page.getByRole('textbox', { name: /メールアドレス/ }).fill('User@A.example.com');
      await page.getByRole('button', { name: '登録する' }).click();
      await page.getByText('このメールアドレスのユーザーはすでに登録されています。').waitFor();
      expect(await page.getByRole('textbox', { name: /メールアドレス/ }).getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('textbox', { name: /氏名/ }).inputValue()).toBe('二重 登録');
      expect(new URL(page.url()).pathname).toBe('/tenants/tenant-a/admin/users/new');
    }));
});
