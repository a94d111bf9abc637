import { messages } from '../../shared/src/messages/catalogue';
import { SHELL_URL } from './support/appServers';
import { useAppsInBrowser } from './support/suite';
import type { PageWithErrors } from './support/browser';
import { signedInPage } from './support/session';

const { browser } = useAppsInBrowser();
let user: PageWithErrors;

beforeAll(async () => {
  user = await signedInPage(browser(), 'user@a.example.com', '/tenants/tenant-a');
});

describe('navigation guard in the browser', () => {
  it("replaces another tenant's id in the URL with the user's own", async () => {
    await user.page.goto(`${SHELL_URL}/tenants/tenant-b/faq`);
    await user.page.waitForURL(`${SHELL_URL}/tenants/tenant-a/faq`);
    await user.page.getByRole('heading', { level: 1, name: 'よくある質問' }).waitFor();
  });

  it('shows the permission alert to a non-admin on a tenant admin route and goes to the tenant home', async () => {
    await user.page.goto(`${SHELL_URL}/tenants/tenant-a/admin/users`);
    await user.page.waitForURL(`${SHELL_URL}/tenants/tenant-a`);
    await user.page.locator('.fui-Toast').getByText(messages.permissionInsufficient).waitFor();
  });

  it('shows the permission alert to a non-system-admin on a system admin route', async () => {
    await user.page.goto(`${SHELL_URL}/systemAdmin/tenants`);
    await user.page.waitForURL(`${SHELL_URL}/tenants/tenant-a`);
    await user.page.locator('.fui-Toast').getByText(messages.permissionInsufficient).waitFor();
  });

  it('sends a signed-in user from /login to their tenant home', async () => {
    await user.page.goto(`${SHELL_URL}/login`);
    await user.page.waitForURL(`${SHELL_URL}/tenants/tenant-a`);
  });

  it('shows the not-found page for an unknown path', async () => {
    await user.page.goto(`${SHELL_URL}/no/such/page`);
    await user.page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }).waitFor();
  });

  it('signs out from the user menu and returns to /login', async () => {
    await user.page.goto(`${SHELL_URL}/tenants/tenant-a/faq`);
    await user.page.getByRole('button', { name: 'ユーザーメニュー' }).click();
    await user.page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await user.page.waitForURL(`${SHELL_URL}/login`);
    await user.page.goto(`${SHELL_URL}/tenants/tenant-a/faq`);
    await user.page.waitForURL(`${SHELL_URL}/login`);
    expect(user.pageErrors).toEqual([]);
  });
});
