import type { Page } from 'playwright-core';
import { messages } from '../../shared/src/messages/catalogue';
import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import { openPage } from './support/browser';
import { signedInPage } from './support/session';
import { signInByEmailLink } from './support/signIn';
import { useAppsInBrowser } from './support/suite';

// The system admin's tenants screen in the composed app against the emulators: a tenant created with
// its first admin, who signs in; renamed, found by search, suspended (its admin is refused at login)
// and resumed. Everything the test makes carries a per-run token and is removed afterwards.

const { browser } = useAppsInBrowser();
const admin = openAdmin('e2e-tenants');
const run = Date.now().toString(36);
const TENANTS = `${SHELL_URL}/systemAdmin/tenants`;
const tenantName = `E2E テナント ${run}`;
const renamed = `E2E 改称テナント ${run}`;
const firstAdmin = { name: `E2E 管理者 ${run}`, email: `e2e-tenant-admin-${run}@example.com` };

const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text });
const row = (page: Page, name: string) => page.getByRole('table', { name: 'テナント一覧' }).getByRole('row').filter({ hasText: name });

/** Opens a row's menu, picks an action and returns the dialog it opens. */
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `${name}の操作`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
  return page.getByRole('dialog');
}

afterAll(async () => {
  const tenants = await admin.db.collection('tenants').where('name', 'in', [tenantName, renamed]).get();
  for (const tenant of tenants.docs) {
    await admin.db.recursiveDelete(tenant.ref);
    const markers = await admin.db.collection('callRequests').where('result.tenantId', '==', tenant.id).get();
    await Promise.all(markers.docs.map((marker) => marker.ref.delete()));
  }
  const account = await admin.auth.getUserByEmail(firstAdmin.email).catch(() => null);
  if (account) {
    for (const membership of await admin.db.collection(`userPermissions/${account.uid}/tenants`).listDocuments()) await membership.delete();
    await admin.auth.deleteUser(account.uid);
  }
  await admin.close();
});

describe('system admin: tenants', () => {
  it('creates a tenant whose first admin signs in, renames it, suspends it (its admin is refused) and resumes it', async () => {
    const systemAdmin = await signedInPage(browser(), 'sysadmin@example.com', '/select');
    const { page } = systemAdmin;
    await page.goto(TENANTS);
    await page.getByRole('heading', { level: 1, name: 'テナント' }).waitFor();

    await page.getByRole('button', { name: 'テナントを作成' }).click();
    const create = page.getByRole('dialog', { name: 'テナントを作成' });
    await create.getByRole('textbox', { name: 'テナント名' }).fill(tenantName);
    await create.getByRole('textbox', { name: '氏名' }).fill(firstAdmin.name);
    await create.getByRole('textbox', { name: 'メールアドレス' }).fill(firstAdmin.email);
    await create.getByRole('button', { name: '作成する' }).click();
    await toast(page, `テナント「${tenantName}」を作成しました。`).waitFor();
    await create.waitFor({ state: 'detached' });

    const stored = await admin.db.collection('tenants').where('name', '==', tenantName).get();
    expect(stored.docs.map((doc) => doc.get('status'))).toEqual(['active']);
    const tenantId = stored.docs[0]!.id;
    const { uid: adminUid } = await admin.auth.getUserByEmail(firstAdmin.email);
    const created = row(page, tenantName);
    await created.getByText(`ID: ${tenantId}`).waitFor();
    await created.getByText('利用中', { exact: true }).waitFor();
    await created.getByText('1人', { exact: true }).waitFor();

    const newcomer = await openPage(browser());
    await signInByEmailLink(newcomer.page, firstAdmin.email);
    await newcomer.page.waitForURL(`${SHELL_URL}/tenants/${tenantId}/admin`);
    await newcomer.page.getByRole('heading', { level: 1, name: '管理トップ' }).waitFor();
    await newcomer.page.getByTestId('tenant-name').getByText(tenantName).waitFor();
    expect(newcomer.pageErrors).toEqual([]);
    await newcomer.context.close();

    const rename = await rowAction(page, tenantName, '名前を変更');
    await rename.getByRole('textbox', { name: 'テナント名' }).fill(renamed);
    await rename.getByRole('button', { name: '変更する' }).click();
    await row(page, renamed).waitFor();
    expect((await admin.db.doc(`userPermissions/${adminUid}/tenants/${tenantId}`).get()).get('name')).toBe(renamed);

    // Free text searches the real list: the run token finds this tenant alone.
    await page.getByRole('textbox', { name: 'テナント名・ID' }).fill(`改称テナント ${run}`);
    await page.getByRole('textbox', { name: 'テナント名・ID' }).press('Enter');
    await page.waitForURL(/\?q=/);
    await row(page, renamed).waitFor();
    expect(await page.getByRole('table', { name: 'テナント一覧' }).getByRole('row').count()).toBe(2);

    const suspend = await rowAction(page, renamed, '利用を停止');
    await suspend.getByText('ログインできなくなります', { exact: false }).waitFor();
    await suspend.getByRole('button', { name: '利用を停止する' }).click();
    await row(page, renamed).getByText('利用停止中', { exact: true }).waitFor();
    expect((await admin.db.doc(`userPermissions/${adminUid}/tenants/${tenantId}`).get()).get('tenantStatus')).toBe('suspended');

    const refused = await openPage(browser());
    await signInByEmailLink(refused.page, firstAdmin.email);
    await toast(refused.page, messages.loginFailed(messages.tenantSuspended)).waitFor();
    expect(new URL(refused.page.url()).pathname).toBe('/login');
    await refused.context.close();

    const resume = await rowAction(page, renamed, '利用を再開');
    await resume.getByRole('button', { name: '利用を再開する' }).click();
    await row(page, renamed).getByText('利用中', { exact: true }).waitFor();
    expect((await admin.db.doc(`tenants/${tenantId}`).get()).get('status')).toBe('active');

    const returning = await openPage(browser());
    await signInByEmailLink(returning.page, firstAdmin.email);
    await returning.page.waitForURL(`${SHELL_URL}/tenants/${tenantId}/admin`);
    await returning.page.getByTestId('tenant-name').getByText(renamed).waitFor();
    await returning.context.close();

    expect(systemAdmin.pageErrors).toEqual([]);
    await systemAdmin.context.close();
  });

  it('closes the create-tenant dialog cleanly: no console warning, and keyboard focus stays visible in the shell', async () => {
    const { page, context } = await signedInPage(browser(), 'sysadmin@example.com', '/select');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const enterArea = page.getByRole('button', { name: 'システム管理画面へ' });
    await enterArea.click();
    await page.getByRole('heading', { level: 1, name: 'テナント' }).waitFor();
    await page.getByRole('button', { name: 'テナントを作成' }).click();
    await page.getByRole('dialog', { name: 'テナントを作成' }).getByRole('button', { name: 'キャンセル' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Back in the shell's own page: its focus indicator (keyborg's keyboard detection) must still work.
    // The remote's copy of keyborg used to remove the shell's registrations when the dialog closed.
    await page.getByRole('link', { name: '窓口' }).click();
    await enterArea.waitFor();
    await page.mouse.click(1, 400);
    for (let tab = 0; tab < 20 && !(await enterArea.evaluate((button) => button === document.activeElement)); tab += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await enterArea.evaluate((button) => button === document.activeElement && button.hasAttribute('data-fui-focus-visible'))).toBe(true);
    expect(warnings).toEqual([]);
    await context.close();
  });
});
