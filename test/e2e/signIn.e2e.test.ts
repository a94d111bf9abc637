import demo from '../../functions/src/dev/demo-accounts.json';
import { messages } from '../../shared/src/messages/catalogue';
import { SHELL_URL } from './support/appServers';
import { useAppsInBrowser } from './support/suite';
import { openPage } from './support/browser';
import { latestSignInCode, signInLink } from '../support/emailLinkSignIn';
import { signInByEmailLink } from './support/signIn';

/** The heading each landing page shows, so a test sees the page, not just the address. */
const LANDING_HEADINGS: Record<string, string> = {
  '/select': 'テナントの選択',
  '/tenants/tenant-a/admin': '管理トップ',
  '/tenants/tenant-a': 'トップ',
  '/tenants/tenant-b': 'トップ',
};
const TENANT_NAMES = Object.fromEntries(demo.tenants.map((tenant) => [tenant.id, tenant.name]));

const { browser } = useAppsInBrowser();

const landingAccounts = demo.accounts.filter((account) => account.landing !== null);

describe('sign-in by e-mail link lands where the navigation guard says', () => {
  it.each(landingAccounts.map((account) => [account.email, account.landing!] as const))(
    '%s lands on %s',
    async (email, landing) => {
      const { context, page, pageErrors } = await openPage(browser());
      await signInByEmailLink(page, email);
      await page.waitForURL(`${SHELL_URL}${landing}`);
      await page.getByRole('heading', { level: 1, name: LANDING_HEADINGS[landing] }).waitFor();
      const tenantId = /^\/tenants\/([^/]+)/.exec(landing)?.[1];
      if (tenantId) {
        await page.getByTestId('tenant-name').getByText(TENANT_NAMES[tenantId]!).waitFor();
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it('refuses an account with no tenant, with the Japanese toast, and stays signed out', async () => {
    const { context, page } = await openPage(browser());
    await signInByEmailLink(page, 'notenant@example.com');
    await page.locator('.fui-Toast').getByText(messages.loginFailed(messages.noTenant)).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('madoguchi.uid'))).toBeNull();
    await page.getByRole('button', { name: 'Googleでログイン' }).waitFor();
    await context.close();
  });

  it('asks for the e-mail again when the link is opened in another browser', async () => {
    // The link is requested in one browser context and opened in another, which has no stored address.
    const sender = await openPage(browser());
    await sender.page.goto(`${SHELL_URL}/login`);
    await sender.page.getByLabel('メールアドレス').fill('user@b.example.com');
    await sender.page.getByRole('button', { name: 'ログイン用リンクを送信' }).click();
    await sender.page.getByRole('heading', { name: 'メールを確認してください' }).waitFor();
    const link = signInLink(await latestSignInCode('user@b.example.com'));
    await sender.context.close();

    const other = await openPage(browser());
    await other.page.goto(link);
    await other.page.getByText('ログイン用リンクを受け取ったメールアドレスを入力してください').waitFor();
    await other.page.getByLabel('メールアドレス').fill('user@b.example.com');
    await other.page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await other.page.waitForURL(`${SHELL_URL}/tenants/tenant-b`);
    await other.context.close();
  });

  it('takes an address typed in full width with a Japanese IME, both to send the link and when asked again', async () => {
    const sender = await openPage(browser());
    await sender.page.goto(`${SHELL_URL}/login`);
    await sender.page.getByLabel('メールアドレス').fill('\u3000ｕｓｅｒ＠Ｂ．ｅｘａｍｐｌｅ．ｃｏｍ');
    await sender.page.getByRole('button', { name: 'ログイン用リンクを送信' }).click();
    await sender.page.getByRole('heading', { name: 'メールを確認してください' }).waitFor();
    await sender.page.getByText('user@b.example.com').waitFor();
    const link = signInLink(await latestSignInCode('user@b.example.com'));
    await sender.context.close();

    const other = await openPage(browser());
    await other.page.goto(link);
    await other.page.getByLabel('メールアドレス').fill('ｕｓｅｒ＠ｂ．ｅｘａｍｐｌｅ．ｃｏｍ');
    await other.page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await other.page.waitForURL(`${SHELL_URL}/tenants/tenant-b`);
    expect(other.pageErrors).toEqual([]);
    await other.context.close();
  });
});
