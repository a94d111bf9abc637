import { messages } from '../../shared/src/messages/catalogue';
import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import { openPage } from './support/browser';
import { signedInPage } from './support/session';
import { signInByEmailLink } from './support/signIn';
import type { Locator, Page } from 'playwright-core';
import { shiftJis } from '../support/shiftJis';
import { useAppsInBrowser } from './support/suite';

// The tenant admin's user screens in the composed app against the emulators: the admin home, a user
// registered by hand (address typed in full width, フリガナ in hiragana) who then signs in and is later
// disabled, the list sorted and searched by reading, and a CSV import chosen by button and by drag and
// drop. Each test removes the users it made.

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

/** Full width, as a Japanese IME in 全角英数 mode types it. */
const fullWidth = (text: string) => text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

/** Drops a file on `target` as the browser does when one is dragged from the desktop. */
async function dropFile(page: Page, target: Locator, file: { name: string; mimeType: string; buffer: Uint8Array }): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { name: file.name, type: file.mimeType, bytes: [...file.buffer] },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
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
    await misses.getByRole('link', { name: '社員食堂 メニュー', exact: true }).waitFor();
    // The day it was last searched, without a made-up time of day.
    const lastSearched = misses.getByRole('row').filter({ hasText: '社員食堂 メニュー' }).getByRole('cell').nth(2);
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
    await page.getByRole('textbox', { name: /フリガナ/ }).fill('いーつー　りようしゃ');
    await page.getByRole('textbox', { name: /メールアドレス/ }).fill(fullWidth(email));
    await page.getByRole('combobox', { name: 'ユーザーカテゴリ' }).click();
    await page.getByRole('menuitemcheckbox', { name: '営業部' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const uid = new URL(page.url()).pathname.split('/').pop()!;
    const stored = await admin.db.doc(`tenants/tenant-a/users/${uid}`).get();
    expect(stored.get('email')).toBe(email);
    expect(stored.get('nameReading')).toBe('イーツー リヨウシャ');
    // The reading, small, right above the name.
    await page.locator('hgroup', { has: page.getByRole('heading', { level: 1, name }) }).getByText('イーツー リヨウシャ').waitFor();
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

  it('sorts 氏名順 by フリガナ and finds people by their reading typed in hiragana', async () => {
    const { context, page, pageErrors } = await signedInPage(browser(), 'admin@a.example.com', ADMIN_HOME);
    await page.goto(`${SHELL_URL}${ADMIN_HOME}/users`);
    const table = page.getByRole('table', { name: 'ユーザー一覧' });
    await table.getByRole('link', { name: '鈴木 一郎' }).waitFor();
    const names = await table.getByRole('link').allInnerTexts();
    // サトウ, スズキ, タカハシ by reading, though 佐藤 < 高橋 < 鈴木 by code point.
    const order = ['佐藤 花子', '鈴木 一郎', '高橋 美咲'].map((person) => names.indexOf(person));
    expect(order.every((position, index) => position >= 0 && (index === 0 || position > order[index - 1]!))).toBe(true);
    await table.getByRole('row', { name: /鈴木 一郎/ }).getByText('スズキ イチロウ').waitFor();

    await page.getByRole('textbox', { name: '氏名・フリガナ・メールアドレス' }).fill('すずき');
    await page.getByRole('textbox', { name: '氏名・フリガナ・メールアドレス' }).press('Enter');
    await page.waitForURL(/q=/);
    await table.getByRole('link', { name: '鈴木 一郎' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="ユーザー一覧"] tbody tr').length === 1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('imports a Shift_JIS CSV from Excel after a dry run that writes nothing', async () => {
    const email = `e2e-import-${run}@a.example.com`;
    made.push(email);
    const { context, page, pageErrors } = await signedInPage(browser(), 'admin@a.example.com', ADMIN_HOME);
    await page.goto(`${SHELL_URL}${ADMIN_HOME}/users/import`);
    const zone = page.getByRole('group', { name: 'CSVファイルの選択' });

    // The styled button opens the browser's file chooser.
    const chooser = page.waitForEvent('filechooser');
    await zone.getByRole('button', { name: 'ファイルを選択' }).click();
    await (await chooser).setFiles({ name: 'users.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
    await page.getByText('「users.xlsx」はCSVファイルではありません。拡張子が .csv のファイルを選んでください。').waitFor();
    expect(await page.getByRole('button', { name: '内容を確認' }).isDisabled()).toBe(true);

    // Excel leaves lines of commas at the end; a broken row has several problems.
    const csv = [
      '氏名,フリガナ,メールアドレス,ユーザーカテゴリ,管理者',
      `インポート 太郎,いんぽーと たろう,${fullWidth(email)},営業部,いいえ`,
      '壊れた 行,kowareta,not-an-address,,',
      ',,,,',
      ',,,,',
      '',
    ].join('\r\n');
    await dropFile(page, zone, { name: 'users.csv', mimeType: 'text/csv', buffer: shiftJis(csv) });
    await zone.getByText('選択中のファイル: users.csv').waitFor();
    await page.getByRole('button', { name: '内容を確認' }).click();
    const dryRun = page.getByRole('table', { name: '各行の確認結果' });
    await dryRun.getByRole('row', { name: new RegExp(`インポート 太郎 ${email} 新規登録`) }).waitFor();
    const problems = dryRun.getByRole('list', { name: 'エラーの内容' });
    await problems.getByText('フリガナはカタカナかひらがなで入力してください。').waitFor();
    await problems.getByText('メールアドレスの形式が正しくありません。').waitFor();
    expect(await dryRun.getByRole('row').count()).toBe(3);
    await page.getByText('文字コード: Shift_JIS').waitFor();
    expect((await admin.db.collection('tenants/tenant-a/users').where('email', '==', email).get()).empty).toBe(true);

    await page.getByRole('button', { name: '1件を取り込む' }).click();
    await page.getByRole('table', { name: '各行の取り込み結果' }).waitFor();
    const imported = await admin.db.collection('tenants/tenant-a/users').where('email', '==', email).get();
    expect(imported.docs.map((doc) => [doc.get('name'), doc.get('nameReading')])).toEqual([['インポート 太郎', 'インポート タロウ']]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
