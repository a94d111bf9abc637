import type { Page } from 'playwright-core';
import { inquiryEventsSettled } from '../support/inquiryEvents';
import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

const { browser } = useAppsInBrowser();

const TENANT = 'tenant-a';
const inquiriesUrl = `${SHELL_URL}/tenants/${TENANT}/inquiries`;
const statusBadge = (page: Page, label: string) => page.locator('.fui-Badge', { hasText: label }).first();

describe('an inquiry from filing to resolution', () => {
  const admin = openAdmin('e2e-inquiries');
  const title = `経費精算の締め日について ${Date.now()}`;
  let inquiryPath = '';

  afterAll(async () => {
    if (inquiryPath) await admin.db.recursiveDelete(admin.db.doc(inquiryPath));
    await admin.close();
  });

  it('goes from the user to the tenant admin and back, without the internal note', async () => {
    const started = new Date();
    const user = await signedInPage(browser(), 'user@a.example.com', `/tenants/${TENANT}`);
    const { page } = user;
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));

    // The user files the inquiry. Client validation first: nothing is sent without a title.
    await page.goto(`${inquiriesUrl}?new=1`);
    const form = page.getByRole('form', { name: '新規問い合わせ' });
    await form.getByLabel('内容').fill('今月の経費精算はいつまでに提出すればよいですか。');
    await form.getByRole('button', { name: '送信する' }).click();
    await form.getByText('件名を入力してください。').waitFor();
    expect(await form.getByLabel('内容').inputValue()).toBe('今月の経費精算はいつまでに提出すればよいですか。');

    // Without the Storage emulator (it cannot start offline) the form says uploads are unavailable.
    if (process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
      await form.getByLabel('添付ファイルを選択').setInputFiles({ name: '領収書.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
      await form.getByText('領収書.png').waitFor();
    } else {
      console.log('Storage エミュレーターが起動していないため、添付の代わりに「利用できません」の表示を確認します。');
      await form.getByText('ファイルのアップロードは現在利用できません').waitFor();
    }

    await form.getByLabel('件名').fill(title);
    await form.getByRole('button', { name: '送信する' }).click();
    await page.waitForURL(new RegExp(`/tenants/${TENANT}/inquiries/[A-Za-z0-9]+$`)).catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe form shows: ${await form.innerText()}\nConsole: ${consoleErrors.join('\n')}`);
    });
    inquiryPath = new URL(page.url()).pathname.replace(/^\//, '');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: title }).waitFor();
    const number = /^#(\d+) /.exec(await heading.innerText())?.[1];
    expect(number).toBeDefined();
    await statusBadge(page, '未対応').waitFor();

    // The tenant admin finds it in the list by keyword, replies and leaves an internal note.
    const adminSession = await signedInPage(browser(), 'admin@a.example.com', `/tenants/${TENANT}/admin`);
    const adminPage = adminSession.page;
    await adminPage.goto(inquiriesUrl);
    await adminPage.getByLabel('キーワード・番号').fill(title.split(' ').at(-1) ?? title);
    await adminPage.getByLabel('キーワード・番号').press('Enter');
    // A search lists by number, not by the latest activity as the list does; the page says so.
    await adminPage.getByText('キーワードで検索した結果は、番号の新しい順に表示されます。').waitFor();
    await adminPage.getByRole('link', { name: title }).click();
    await adminPage.getByRole('heading', { level: 1 }).filter({ hasText: title }).waitFor();

    const reply = adminPage.getByRole('form', { name: '返信・社内メモ' });
    await reply.getByRole('textbox', { name: /^返信/ }).fill('毎月25日が締め日です。');
    await reply.getByRole('button', { name: '返信する' }).click();
    await adminPage.getByText('毎月25日が締め日です。').waitFor();
    await statusBadge(adminPage, '回答待ち').waitFor();

    // The form empties once the server has accepted the reply (the thread may show it sooner).
    await reply.getByRole('button', { name: '返信する' }).waitFor();
    expect(await reply.getByRole('textbox', { name: /^返信/ }).inputValue()).toBe('');
    await reply.getByRole('checkbox', { name: /社内メモとして保存/ }).check();
    await reply.getByRole('textbox', { name: /^社内メモ/ }).fill('経理部の山本さんに確認済み');
    await reply.getByRole('button', { name: '社内メモを保存' }).click();
    await adminPage.getByRole('listitem', { name: '社内メモ' }).getByText('経理部の山本さんに確認済み').waitFor();

    // The user's open page follows live: the reply arrives, the note never does.
    await page.getByText('毎月25日が締め日です。').waitFor();
    await statusBadge(page, '回答待ち').waitFor();
    expect(await page.getByText('経理部の山本さんに確認済み').count()).toBe(0);
    await page.reload();
    await page.getByText('毎月25日が締め日です。').waitFor();
    expect(await page.getByText('経理部の山本さんに確認済み').count()).toBe(0);

    // The reply reached the user's notifications (the bell reads these), and nobody heard of their own action:
    // the notices follow the filing, the reply and the note as reactions to their events.
    await inquiryEventsSettled(started, { atLeast: 3 });
    const inquiryId = inquiryPath.split('/').at(-1) ?? '';
    const link = `/tenants/${TENANT}/inquiries/${inquiryId}`;
    const userNotices = await admin.db.collection(`tenants/${TENANT}/users/demo-user-a/notifications`).where('link', '==', link).get();
    expect(userNotices.docs.map((doc) => doc.get('title') as string)).toEqual([expect.stringContaining('回答がありました')]);
    const adminNotices = await admin.db.collection(`tenants/${TENANT}/users/demo-admin-a/notifications`).where('link', '==', link).get();
    expect(adminNotices.docs.map((doc) => doc.get('title') as string)).toEqual([expect.stringContaining('新しい問い合わせ')]);

    // The bell in the header has it too; opening it leads back to this inquiry.
    await page.getByRole('button', { name: /^お知らせ、未読/ }).click();
    await page.getByRole('list', { name: 'お知らせ一覧' }).getByRole('button', { name: new RegExp(`問い合わせ #${number} に回答がありました`) }).click();
    await page.waitForURL(`${SHELL_URL}${link}`);

    // The user marks it resolved; the admin's page shows it at once.
    await page.getByRole('button', { name: '解決済みにする' }).click();
    await statusBadge(page, '解決済み').waitFor();
    await statusBadge(adminPage, '解決済み').waitFor();
    expect(await page.getByRole('button', { name: '解決済みにする' }).count()).toBe(0);

    expect(user.pageErrors).toEqual([]);
    expect(adminSession.pageErrors).toEqual([]);
    await user.context.close();
    await adminSession.context.close();
  });

  it("refuses another user's inquiry", async () => {
    expect(inquiryPath).not.toBe('');
    const other = await signedInPage(browser(), 'multi@example.com', `/tenants/${TENANT}`);
    await other.page.goto(`${SHELL_URL}/${inquiryPath}`);
    await other.page.getByText('権限がありません。').waitFor();
    expect(await other.page.getByText(title).count()).toBe(0);
    await other.context.close();
  });
});
