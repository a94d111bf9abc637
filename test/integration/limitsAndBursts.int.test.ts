/** @jest-environment node */
// What mails or posts is limited per user, and bursts are taken whole: per-user limits with Japanese
// messages (never more kept than allowed, however many calls arrive at once), one mail per admin and
// inquiry per 10 minutes however many replies come, 30 replies at once to one inquiry all stored once
// with no `internal`, and 50 inquiries filed at once in one tenant numbered without gaps or repeats.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore';
import { DIGEST_WINDOW_MS, sendDueDigests } from '../../functions/src/notifications/mailDigests';
import { RATE_LIMITS } from '../../functions/src/platform/rateLimit';
import { tenantRecord, writeTenantUser } from '../../functions/src/tenants/records';
import { codeOf, emulatorClient, type EmulatorClient } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { serverCall } from '../support/serverCall';
import { BURST_CEILING_MS } from '../support/bursts';

const suite = useCallableSuite('limits-and-bursts');
const runId = `${Date.now().toString(36)}${process.pid}`;
let count = 0;
const newInquiryId = () => `lim-${runId}-${++count}`;

beforeAll(() => setLogLevel('error'));

const fileInquiry = (client: EmulatorClient, tenantId: string, title = '件名') => {
  const inquiryId = newInquiryId();
  return client
    .call('createInquiry', { requestId: randomUUID(), tenantId, inquiryId, title, body: '本文', categoryId: null, attachments: [] })
    .then((result) => ({ ...(result as { number: number }), inquiryId }));
};
const reply = (tenantId: string, inquiryId: string, body: string) =>
  suite.client.call('postInquiryMessage', { requestId: randomUUID(), tenantId, inquiryId, body, internal: false, attachments: [] });
const tally = (codes: Array<string | undefined>) => codes.reduce<Record<string, number>>((all, code) => ({ ...all, [String(code)]: (all[String(code)] ?? 0) + 1 }), {});

describe('per-user limits', () => {
  it('takes 10 inquiries an hour from one user; the 11th is refused in Japanese and files nothing', async () => {
    await signInByEmailLink(suite.client.auth, 'user@a.example.com');
    for (let index = 0; index < RATE_LIMITS.inquiry.max; index += 1) await fileInquiry(suite.client, 'tenant-a', `上限確認 ${runId}`);
    const over = fileInquiry(suite.client, 'tenant-a', `上限超過 ${runId}`);
    await expect(over).rejects.toMatchObject({
      code: 'functions/resource-exhausted',
      message: '1時間に送信できる問い合わせの上限（10件）に達しました。しばらくしてから再度お試しください。',
    });
    expect((await suite.db.collection('tenants/tenant-a/inquiries').where('title', '==', `上限超過 ${runId}`).get()).size).toBe(0);
  });

  // Of uses racing each other, one may be refused for a use that is itself refused a moment later, so
  // a burst keeps at most 30, never more; what it left of the 30 can still be sent, one at a time.
  it('keeps no more than 30 of 40 messages sent at once by one user, tells the rest why, and lets exactly 30 through in all', async () => {
    await signInByEmailLink(suite.client.auth, 'user@a.example.com');
    const { inquiryId } = await fileInquiry(suite.client, 'tenant-a');
    const codes = await Promise.all(Array.from({ length: 40 }, (_, index) => codeOf(reply('tenant-a', inquiryId, `連投 ${index}`))));
    const { ok = 0, 'functions/resource-exhausted': refused = 0, ...others } = tally(codes);
    expect({ others, total: ok + refused }).toEqual({ others: {}, total: 40 });
    expect(ok).toBeLessThanOrEqual(30);
    expect(ok).toBeGreaterThanOrEqual(25);
    for (let sent = ok; sent < 30; sent += 1) await reply('tenant-a', inquiryId, `追加 ${sent}`);
    const messages = await suite.db.collection(`tenants/tenant-a/inquiries/${inquiryId}/messages`).get();
    expect(messages.size).toBe(1 + 30);
    await expect(reply('tenant-a', inquiryId, 'もう一通')).rejects.toMatchObject({
      message: '10分間に送信できるメッセージの上限（30件）に達しました。しばらくしてから再度お試しください。',
    });
  }, BURST_CEILING_MS);
});

describe('mail about replies', () => {
  const mailsAbout = async (number: number) => {
    const mail = await suite.db.collection('mail').where('to', '==', 'admin@a.example.com').get();
    return mail.docs.map((doc) => doc.get('message') as { subject: string; text: string }).filter((message) => message.subject.includes(`#${number} `));
  };

  it('goes to an admin once at the first reply, then once per 10 minutes as a digest of the rest', async () => {
    await signInByEmailLink(suite.client.auth, 'user@a.example.com');
    const { inquiryId, number } = await fileInquiry(suite.client, 'tenant-a');
    for (const body of ['追記1', '追記2', '追記3', '追記4']) await reply('tenant-a', inquiryId, body);
    expect((await mailsAbout(number)).map((mail) => mail.subject)).toEqual([`[窓口] 問い合わせ #${number} に返信がありました`]);
    // The bell still has each reply.
    const bell = await suite.db.collection('tenants/tenant-a/users/demo-admin-a/notifications').where('title', '==', `問い合わせ #${number} に返信がありました`).get();
    expect(bell.size).toBe(4);

    const windowEnd = Date.now() + DIGEST_WINDOW_MS + 1000;
    await serverCall(sendDueDigests, suite.db, Timestamp.fromMillis(windowEnd));
    const mails = await mailsAbout(number);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject)).toContain(`[窓口] 問い合わせ #${number} に返信がありました（ほか2件）`);
    expect(mails.find((mail) => mail.subject.includes('ほか'))?.text).toContain('前回のお知らせ以降、3件の更新がありました。');

    // A window that ends with nothing waiting is closed; the next reply mails at once again.
    await serverCall(sendDueDigests, suite.db, Timestamp.fromMillis(windowEnd + DIGEST_WINDOW_MS + 1000));
    expect(await mailsAbout(number)).toHaveLength(2);
    await reply('tenant-a', inquiryId, '追記5');
    expect(await mailsAbout(number)).toHaveLength(3);
  });
});

describe('bursts', () => {
  it('stores 30 replies sent at once to one inquiry exactly once each, answers none with internal, and ends in the right status', async () => {
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    const admin = suite.client;
    const requester = emulatorClient(`burst-requester-${runId}`);
    try {
      await signInByEmailLink(requester.auth, 'user@a.example.com');
      const { inquiryId } = await fileInquiry(requester, 'tenant-a');
      await admin.call('postInquiryMessage', { requestId: randomUUID(), tenantId: 'tenant-a', inquiryId, body: '確認します', internal: false, attachments: [] });
      expect((await suite.db.doc(`tenants/tenant-a/inquiries/${inquiryId}`).get()).get('status')).toBe('waiting');

      const bodies = Array.from({ length: 30 }, (_, index) => `同時返信 ${index}`);
      const codes = await Promise.all(
        bodies.map((body) => codeOf(requester.call('postInquiryMessage', { requestId: randomUUID(), tenantId: 'tenant-a', inquiryId, body, internal: false, attachments: [] }))),
      );
      expect(tally(codes)).toEqual({ ok: 30 });
      const stored = (await suite.db.collection(`tenants/tenant-a/inquiries/${inquiryId}/messages`).get()).docs.map((doc) => String(doc.get('body')));
      expect(stored.filter((body) => body.startsWith('同時返信')).sort()).toEqual([...bodies].sort());
      // A requester's reply reopens an inquiry awaiting them; every later one leaves it open.
      const inquiry = (await suite.db.doc(`tenants/tenant-a/inquiries/${inquiryId}`).get()).data();
      expect(inquiry).toMatchObject({ status: 'new', resolvedAt: null });
    } finally {
      await requester.close();
    }
  }, BURST_CEILING_MS);

  it('numbers 50 inquiries filed at once in one tenant 1 to 50, without gaps or repeats', async () => {
    const tenantId = `burst-${runId}`;
    const now = Timestamp.now();
    const members = Array.from({ length: 5 }, (_, index) => ({ uid: `${tenantId}-m${index}`, email: `${tenantId}-m${index}@example.com` }));
    const batch = suite.db.batch();
    batch.set(suite.db.doc(`tenants/${tenantId}`), tenantRecord(`同時起票 ${runId}`, 'active', null, now));
    for (const member of members) {
      await getAuth(suite.adminApp).createUser({ uid: member.uid, email: member.email, emailVerified: true });
      writeTenantUser(batch, suite.db, { id: tenantId, name: tenantId, status: 'active' }, member.uid, { name: member.uid, email: member.email, isTenantAdmin: false, categoryIds: [] }, now);
    }
    await batch.commit();
    const clients = members.map((member) => emulatorClient(member.uid));
    try {
      await Promise.all(clients.map((client, index) => signInByEmailLink(client.auth, members[index]!.email)));
      // Ten each: the most one person may file in an hour.
      const filed = await Promise.all(clients.flatMap((client) => Array.from({ length: 10 }, () => fileInquiry(client, tenantId))));
      expect(filed.map((inquiry) => inquiry.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
      const stored = await suite.db.collection(`tenants/${tenantId}/inquiries`).get();
      expect(stored.docs.map((doc) => Number(doc.get('number'))).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
      expect((await suite.db.doc(`tenants/${tenantId}/counters/inquiries`).get()).get('last')).toBe(50);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  }, BURST_CEILING_MS);
});
