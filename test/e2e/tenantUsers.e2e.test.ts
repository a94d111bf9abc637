import { messages } from '../../shared/src/messages/catalogue';
import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import { openPage } from './support/browser';
import { signedInPage } from './support/session';
import { signInByEmailLink } from './support/signIn';
import { shiftJis } from '../support/shiftJis';
import { useAppsInBrowser } from './support/suite';

// The tenant admin's user screens in the composed app against the emulators: the admin home, a user
// registered by hand who then signs in and is later disabled, and a CSV import. Each test removes the
// users it made.

const { browser } = useAppsInBrowser();
const admin = openAdmin('e2e-tenant-users');
const run = Date.now().toString(36);
const ADMIN_HOME = '/tenants/tenant-a/admin';
const made: string[] = [];

async function removeUser(email: string): Promise<void> {
  const snapshot = await admin.db.collection('tenants/tenant-a/users').where('email', '==', email).get();
  for (const doc of snapshot.docs) {
    await admin.db.doc(`userPermissions/${doc.id}/tenants/tenant-a`).delete();
    await doc.ref.delete();
    await admin.auth.deleteUser(doc.id).catch(() => undefined);
  }
}

afterAll(async () => {
  for (const email of made) await removeUser(email);
  await admin.close();
});

describe('tenant admin: users', () => {
  it('shows the admin home with its figures, each leading to its list', async () => {
    const { context, page, pageErrors } = await signedInPage(browser(), 'admin@a.example.com', ADMIN_HOME);
    await page.getByRole('heading', { level: 1, name: '管理トップ' }).waitFor();
    const open = page.getByRole('group', { name: '未対応' });
    await open.getByText(/^\d+件$/).waitFor();
    const misses = page.getByRole('table', { name: 'FAQで見つからなかった検索' });
    await misses.getByRole('link', { name: '経費精算 締め日' }).waitFor();
    // The day it was last searched, without a made-up time of day.
    const lastSearched = misses.getByRole('row').filter({ hasText: '経費精算 締め日' }).getByRole('cell').last();
    expect(await lastSearched.innerText()).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    await page.getByRole('group', { name: '有効なユーザー' }).getByRole('link', { name: 'ユーザー一覧' }).click();
    await page.waitForURL(`${SHELL_URL}${ADMIN_HOME}/users`);
    await page.getByRole('table', { name: 'ユーザー一覧' }).getByRole('link', { name: '佐藤 花子' }).waitFor();
    // The filters' built-in buttons are named in Japanese, none in Fluent's English, even when hidden.
    expect(await page.getByRole('button', { name: '選択を解除', includeHidden: true }).count()).toBeGreaterThan(0);
    expect(await page.locator('[aria-label="Clear selection"], [aria-label="clear"], [aria-label="Open"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('registers a user who signs in by e-mail link into the user area, then disables them and their next sign-in is refused', async () => {
    const email = `e2e-user-${run}@a.example.com`;
    const name = `E2E 利用者 ${run}`;
    made.push(email);
    const adminSession = await signedInPage(browser(), 'admin@a.example.com', ADMIN_HOME);
    const { page } = adminSession;
    await page.goto(`${SHELL_URL}${ADMIN_HOME}/users/new`);
    await page.getByRole('textbox', { name: /氏名/ }).fill(name);
    await page.getByRole('textbox', { name: /メールアドレス/ }).fill(email);
    await page.getByRole('combobox', { name: 'ユーザーカテゴリ' }).click();
    await page.getByRole('menuitemcheckbox', { name: '営業部' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const uid = new URL(page.url()).pathname.split('/').pop()!;
    const stored = await admin.db.doc(`tenants/tenant-a/users/${uid}`).get();
    expect(stored.get('email')).toBe(email);
    expect(stored.get('categoryIds')).toHaveLength(1);
    const lastSignIn = page.getByLabel('ユーザーの情報').locator('dt:text-is("最終ログイン") + dd');
    await lastSignIn.getByText('まだログインしていません（招待中）', { exact: true }).waitFor();

    const user = await openPage(browser());
    await signInByEmailLink(user.page, email);
    await user.page.waitForURL(`${SHELL_URL}/tenants/tenant-a`);
    await user.page.getByRole('heading', { level: 1, name: 'トップ' }).waitFor();
    // The shell records that sign-in in this tenant; the admin's page follows the user's document.
    await lastSignIn.getByText(/^\d{4}\/\d{2}\/\d{2}/).waitFor();
    expect(user.pageErrors).toEqual([]);
    await user.context.close();

    await page.getByRole('button', { name: '無効にする' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '無効にする' }).click();
    await page.getByLabel('ユーザーの情報').getByText('無効', { exact: true }).waitFor();
    await page.getByRole('button', { name: '有効に戻す' }).waitFor();

    const refused = await openPage(browser());
    await signInByEmailLink(refused.page, email);
    await refused.page.locator('.fui-Toast').getByText(messages.loginFailed(messages.noTenant)).waitFor();
    expect(new URL(refused.page.url()).pathname).toBe('/login');
    await refused.context.close();
    expect(adminSession.pageErrors).toEqual([]);
    await adminSession.context.close();
  });

  it('imports a Shift_JIS CSV from Excel after a dry run that writes nothing', async () => {
    const email = `e2e-import-${run}@a.example.com`;
    made.push(email);
    const { context, page, pageErrors } = await signedInPage(browser(), 'admin@a.example.com', ADMIN_HOME);
    await page.goto(`${SHELL_URL}${ADMIN_HOME}/users/import`);
    const csv = `氏名,メールアドレス,ユーザーカテゴリ,管理者\r\nインポート 太郎,${email},営業部,いいえ\r\n壊れた 行,not-an-address,,\r\n`;
    await page.getByLabel('CSVファイル').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(shiftJis(csv)) });
    await page.getByRole('button', { name: '内容を確認' }).click();
    const dryRun = page.getByRole('table', { name: '各行の確認結果' });
    await dryRun.getByRole('row', { name: new RegExp(`インポート 太郎 ${email} 新規登録`) }).waitFor();
    await dryRun.getByText('メールアドレスの形式が正しくありません。').waitFor();
    await page.getByText('文字コード: Shift_JIS').waitFor();
    expect((await admin.db.collection('tenants/tenant-a/users').where('email', '==', email).get()).empty).toBe(true);

    await page.getByRole('button', { name: '1件を取り込む' }).click();
    await page.getByRole('table', { name: '各行の取り込み結果' }).waitFor();
    const imported = await admin.db.collection('tenants/tenant-a/users').where('email', '==', email).get();
    expect(imported.docs.map((doc) => doc.get('name'))).toEqual(['インポート 太郎']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
