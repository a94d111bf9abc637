// The support page in the browser: a tenant admin writes to the vendor, the request is stored as the
// rules demand and listed; a reply written as the vendor's server code would shows up after a refresh;
// an inquiry's 「サポートに問い合わせる」 opens the form with the inquiry, which the request carries.
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

const escalation = `VPNの接続エラーについて ${run}`;
const sent = (about = subject) => admin.db.collection('supportRequests').where('tenantId', '==', TENANT).where('subject', '==', about).get();

afterAll(async () => {
  await Promise.all([...(await sent()).docs, ...(await sent(escalation)).docs].map((doc) => doc.ref.delete()));
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
      expect(Object.keys(request.data()).sort()).toEqual([
        'body', 'createdAt', 'fromName', 'fromUid', 'hasInquiries', 'inquiries', 'replies', 'status', 'subject', 'tenantId', 'tenantName',
      ]);
      expect(request.data()).toEqual({
        tenantId: TENANT,
        tenantName: tenant.get('name'),
        fromUid: 'demo-admin-a',
        fromName: sender.get('name'),
        subject,
        body,
        inquiries: [],
        hasInquiries: false,
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

  it('asks the vendor about an inquiry from its page: the form opens with it, and the request carries it', async () => {
    const inquiry = (await admin.db.doc(`tenants/${TENANT}/inquiries/inq-vpn`).get()).data()!;
    const named = `#${String(inquiry['number'])} ${String(inquiry['title'])}`;
    const { context, page, pageErrors } = await signedInPage(browser(), 'admin@a.example.com', `/tenants/${TENANT}/admin`);
    try {
      await page.goto(`${SHELL_URL}/tenants/${TENANT}/inquiries/inq-vpn`);
      await page.getByRole('link', { name: 'サポートに問い合わせる' }).click();
      await page.waitForURL(`${SHELL_URL}/tenants/${TENANT}/admin/support?inquiry=inq-vpn`);
      const form = page.getByRole('form', { name: 'サポートへのお問い合わせ' });
      await form.getByRole('list', { name: '関連する問い合わせの一覧' }).getByText(named).waitFor();
      await form.getByLabel('件名').fill(escalation);
      await form.getByLabel('内容').fill('社員の自宅からVPNに接続すると認証エラーになります。');
      await form.getByRole('button', { name: '送信する' }).click();
      await toast(page, 'サポートにお問い合わせを送信しました。').waitFor();
      await page.waitForURL(`${SHELL_URL}/tenants/${TENANT}/admin/support`);

      const [request] = (await sent(escalation)).docs;
      expect(request?.get('inquiries')).toEqual([{ inquiryId: 'inq-vpn', number: inquiry['number'], title: inquiry['title'] }]);
      expect(request?.get('hasInquiries')).toBe(true);
      await page.getByRole('button', { name: new RegExp(escalation) }).click();
      const linked = page.getByRole('list', { name: '関連する問い合わせ' }).getByRole('link', { name: named });
      expect(await linked.getAttribute('href')).toBe(`/tenants/${TENANT}/inquiries/inq-vpn`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
