// The support page in the browser: a tenant admin writes to the vendor, the request is stored as the
// rules demand and listed; a reply written as the vendor's server code would shows up after a refresh.
// The request carries a per-run token and is removed afterwards.
import { Timestamp } from 'firebase-admin/firestore';
import { formatDateTime } from '../../shared/src/format/dateTime';
import type { Page } from 'playwright-core';
import { openAdmin } from './support/adminSdk';
import { SHELL_URL } from './support/appServers';
import { signedInPage } from './support/session';
import { useAppsInBrowser } from './support/suite';

const { browser } = useAppsInBrowser();
const admin = openAdmin('e2e-support');
const TENANT = 'tenant-a';
const run = `e2e${Date.now().toString(36)}`;
/** A toast on screen (its text is also in a live region for screen readers, hence the class). */
const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text });
const subject = `請求書の宛名変更について ${run}`;
const body = '4月分から請求書の宛名を「株式会社さくら商事 経理部」に変更したいです。\n手続きを教えてください。';

const sent = () => admin.db.collection('supportRequests').where('tenantId', '==', TENANT).where('subject', '==', subject).get();

afterAll(async () => {
  await Promise.all((await sent()).docs.map((doc) => doc.ref.delete()));
  await admin.close();
});

describe('support', () => {
  it('sends a request to the vendor, lists it, and shows the vendor’s reply', async () => {
    const { context, page, pageErrors } = await signedInPage(browser(), 'admin@a.example.com', `/tenants/${TENANT}/admin`);
    try {
      await page.goto(`${SHELL_URL}/tenants/${TENANT}/admin/support`);
      await page.getByRole('link', { name: 'support@madoguchi.example.jp' }).waitFor();

      // Client validation first: nothing is sent without a subject, and the body stays.
      const form = page.getByRole('form', { name: 'サポートへのお問い合わせ' });
      await form.getByLabel('内容').fill(body);
      await form.getByRole('button', { name: '送信する' }).click();
      await form.getByText('件名を入力してください。').waitFor();
      expect(await form.getByLabel('内容').inputValue()).toBe(body);

      await form.getByLabel('件名').fill(subject);
      await form.getByRole('button', { name: '送信する' }).click();
      await toast(page, 'サポートにお問い合わせを送信しました。').waitFor();
      const header = page.getByRole('button', { name: new RegExp(subject) });
      await header.getByText('未対応').waitFor();
      expect(await form.getByLabel('件名').inputValue()).toBe('');

      // Stored exactly as firestore.rules allow: the tenant's and the sender's names as stored.
      const [tenant, sender, requests] = await Promise.all([
        admin.db.doc(`tenants/${TENANT}`).get(),
        admin.db.doc(`tenants/${TENANT}/users/demo-admin-a`).get(),
        sent(),
      ]);
      expect(requests.size).toBe(1);
      const request = requests.docs[0]!;
      expect(Object.keys(request.data()).sort()).toEqual(['body', 'createdAt', 'fromName', 'fromUid', 'replies', 'status', 'subject', 'tenantId', 'tenantName']);
      expect(request.data()).toEqual({
        tenantId: TENANT,
        tenantName: tenant.get('name'),
        fromUid: 'demo-admin-a',
        fromName: sender.get('name'),
        subject,
        body,
        status: 'open',
        replies: [],
        createdAt: expect.any(Timestamp),
      });

      // The vendor answers (server code writes replies); the page shows it after a refresh.
      const answeredAt = Timestamp.now();
      await request.ref.update({
        status: 'answered',
        replies: [{ body: '経理部宛てに変更しました。次回の請求書から反映されます。', fromName: '窓口サポート 山田', createdAt: answeredAt }],
      });
      await page.getByRole('button', { name: '最新の情報に更新' }).click();
      await header.getByText('回答済み').waitFor();
      await header.getByText(/回答 1件/).waitFor();
      await header.click();
      const thread = page.getByRole('list', { name: `「${subject}」のやり取り` });
      await thread.getByText('手続きを教えてください。', { exact: false }).waitFor();
      const reply = thread.getByRole('listitem', { name: '運営元の回答（窓口サポート 山田）' });
      await reply.getByText('経理部宛てに変更しました。次回の請求書から反映されます。').waitFor();
      await reply.getByText(formatDateTime(answeredAt.toDate(), 'Asia/Tokyo')).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
