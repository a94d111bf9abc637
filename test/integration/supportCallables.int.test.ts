/** @jest-environment node */
// Support requests against the emulators, through httpsCallable: a tenant admin's request (filled in
// from the server's records, limited per hour, mailed to the system admins), the vendor answering and
// closing, and who may do each.
import { randomUUID } from 'node:crypto';
import { signOut } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { newInquiryRecord } from '../../functions/src/inquiries/inquiryRecords';
import { RATE_LIMITS } from '../../functions/src/platform/rateLimit';
import { mailSystemAdminsOfRequest } from '../../functions/src/support/mailSystemAdmins';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { usesOf } from '../support/rateLimits';
import { serverCall } from '../support/serverCall';
import { expectWrittenAsContract } from '../support/storedContracts';
import { supportRequestDocument } from '@madoguchi/shared/contracts';

const suite = useCallableSuite('support-callables');
const auth = () => suite.client.auth;
const runId = `${Date.now().toString(36)}${process.pid}`;
const SYSADMIN = 'sysadmin@example.com';
const TENANT_ADMIN = 'admin@a.example.com';
const TENANT_NAME = '株式会社さくら商事';

type Name = 'replySupportRequest' | 'closeSupportRequest';
const call = (name: Name, data: object) => suite.client.call(name, { requestId: randomUUID(), ...data });

let requestCount = 0;
const newSubject = () => `CSVの取込について ${runId}-${++requestCount}`;

/** A request from the demo tenant admin of tenant-a, written as a fixture. */
async function fixtureRequest() {
  const subject = newSubject();
  const ref = await suite.db.collection('supportRequests').add({
    tenantId: 'tenant-a', tenantName: TENANT_NAME, fromUid: 'demo-admin-a', fromName: '佐藤 花子', subject,
    body: '手順を教えてください。', inquiries: [], hasInquiries: false, status: 'open', replies: [], createdAt: Timestamp.now(),
  });
  return { id: ref.id, subject };
}

const request = async (id: string) => (await suite.db.doc(`supportRequests/${id}`).get()).data();

async function mailsTo(email: string, subject: string) {
  const mail = await suite.db.collection('mail').where('to', '==', email).get();
  return mail.docs.map((m) => m.data()).filter((m) => String(m['message']?.subject).includes(subject));
}

async function bellOfTenantAdmin(subject: string) {
  const notifications = await suite.db.collection('tenants/tenant-a/users/demo-admin-a/notifications').get();
  return notifications.docs.map((n) => n.data()).filter((n) => String(n['title']).includes(subject));
}

beforeAll(() => setLogLevel('error'));

describe('sendSupportRequest', () => {
  const send = (data: object) => suite.client.call('sendSupportRequest', { requestId: randomUUID(), tenantId: 'tenant-a', ...data });

  it('files the request as the caller of their tenant, from the server records, and mails every system admin once', async () => {
    const admin = await signInByEmailLink(auth(), TENANT_ADMIN);
    const subject = newSubject();
    const body = 'Excelで保存したCSVでも取り込めますか？\n2行目です。';
    const data = { requestId: randomUUID(), tenantId: 'tenant-a', subject: ` ${subject} `, body };
    const sent = (await suite.client.call('sendSupportRequest', data)) as { supportRequestId: string };
    expect(await suite.client.call('sendSupportRequest', data)).toEqual(sent);
    expect(await request(sent.supportRequestId)).toEqual({
      tenantId: 'tenant-a', tenantName: TENANT_NAME, fromUid: admin.uid, fromName: '佐藤 花子', subject, body,
      inquiries: [], hasInquiries: false, status: 'open', replies: [], createdAt: expect.any(Timestamp),
    });
    expectWrittenAsContract(supportRequestDocument, await request(sent.supportRequestId));
    expect((await suite.db.collection('supportRequests').where('subject', '==', subject).get()).size).toBe(1);

    const [mail] = await mailsTo(SYSADMIN, subject);
    expect(mail).toEqual({
      to: SYSADMIN,
      message: {
        subject: `[窓口] ${TENANT_NAME} から新しいサポート依頼「${subject}」が届きました`,
        text: expect.stringContaining(`佐藤 花子 さんからのサポート依頼です。\n\n件名: ${subject}\n\n${body}`),
      },
      createdAt: expect.any(Timestamp),
    });
    expect(mail?.['message'].text).toContain(`http://localhost:9000/systemAdmin/support/${sent.supportRequestId}`);
    const systemUsers = await suite.db.collection('systemUsers').get();
    for (const user of systemUsers.docs) expect(await mailsTo(user.get('email') as string, subject)).toHaveLength(1);
    expect(await mailsTo(TENANT_ADMIN, subject)).toHaveLength(0);

    // Sending again finds each mail written and sends nothing more.
    await serverCall(mailSystemAdminsOfRequest, suite.db, sent.supportRequestId, (await request(sent.supportRequestId)) ?? {});
    expect(await mailsTo(SYSADMIN, subject)).toHaveLength(1);
  });

  it('refuses a name, tenant name or sender chosen by the client, and a subject with a line break', async () => {
    await signInByEmailLink(auth(), TENANT_ADMIN);
    for (const forged of [{ fromName: '運営元' }, { tenantName: '別会社' }, { fromUid: 'demo-sysadmin' }, { status: 'closed' }]) {
      expect(await codeOf(send({ subject: newSubject(), body: '本文', ...forged }))).toBe('functions/invalid-argument');
    }
    for (const subject of ['件名\r\nBcc: everyone@example.com', '件名\n2行目', '件名\u2028次']) {
      await expect(send({ subject, body: '本文' })).rejects.toMatchObject({
        code: 'functions/invalid-argument',
        message: expect.stringContaining('改行や制御文字は入力できません。'),
      });
    }
    expect(await codeOf(send({ subject: newSubject(), body: '本文\u0007' }))).toBe('functions/invalid-argument');
  });

  it('refuses a plain user and an admin of another tenant before reading the input', async () => {
    await signInByEmailLink(auth(), 'user@a.example.com');
    await expect(send({ subject: 1 })).rejects.toMatchObject({ code: 'functions/permission-denied', message: '権限がありません。' });
    await signOut(auth());
    await signInByEmailLink(auth(), 'multi@example.com'); // admin of tenant-b, user of tenant-a
    expect(await codeOf(send({ subject: newSubject(), body: '本文' }))).toBe('functions/permission-denied');
  });

  // Of requests racing each other, one may be refused for a use that is itself refused a moment later
  // (platform/rateLimit.ts): a burst files at most 5, never more, and what it left can still be sent.
  it('takes at most 5 requests an hour from one admin, with a Japanese message, and files none past it', async () => {
    const admin = await signInByEmailLink(auth(), TENANT_ADMIN);
    const subject = newSubject();
    const filedNow = async () =>
      (await suite.db.collection('supportRequests').where('fromUid', '==', admin.uid).get()).docs.filter((doc) => String(doc.get('subject')).startsWith(subject)).length;
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, index) => codeOf(send({ subject: `${subject}-${index}`, body: '本文' }))));
    const ok = outcomes.filter((code) => code === 'ok').length;
    expect(ok).toBeLessThanOrEqual(RATE_LIMITS.supportRequest.max);
    expect(outcomes.filter((code) => code === 'functions/resource-exhausted')).toHaveLength(8 - ok);
    expect(await filedNow()).toBe(ok);
    for (let sent = ok; sent < RATE_LIMITS.supportRequest.max; sent += 1) await send({ subject: `${subject}-more-${sent}`, body: '本文' });
    expect(await filedNow()).toBe(5);
    await expect(send({ subject: newSubject(), body: '本文' })).rejects.toMatchObject({
      message: '1時間に送信できるサポート依頼の上限（5件）に達しました。しばらくしてから再度お試しください。',
    });
  });

  it('is not mailed to a system admin who sent it themselves', async () => {
    const subject = newSubject();
    await serverCall(mailSystemAdminsOfRequest, suite.db, `self-${runId}`, {
      tenantId: 'tenant-a', tenantName: TENANT_NAME, fromUid: 'demo-sysadmin', fromName: '山田 管理', subject, body: '本文',
    });
    expect(await mailsTo(SYSADMIN, subject)).toHaveLength(0);
  });
});

describe('sendSupportRequest with the inquiries it is about', () => {
  const send = (data: object) => suite.client.call('sendSupportRequest', { requestId: randomUUID(), tenantId: 'tenant-a', body: '修正の予定を教えてください。', ...data });
  const made: string[] = [];

  /** An inquiry of `tenantId` as createInquiry files it. */
  async function inquiryOf(tenantId: string, title: string) {
    const ref = suite.db.collection(`tenants/${tenantId}/inquiries`).doc();
    made.push(ref.path);
    const number = 80_000 + made.length;
    await ref.set(newInquiryRecord({ number, title, body: '本文', categoryId: null, requesterUid: 'demo-user-a', requesterName: '鈴木 一郎' }, Timestamp.now()));
    return { inquiryId: ref.id, number, title };
  }

  afterAll(async () => {
    await Promise.all(made.map((path) => suite.db.recursiveDelete(suite.db.doc(path))));
  });

  it('copies number and title of each into the request, in order, and names them in the mail to the vendor', async () => {
    const first = await inquiryOf('tenant-a', `スマートフォンで添付が開けない ${runId}`);
    const second = await inquiryOf('tenant-a', `通知メールが届かない ${runId}`);
    await signInByEmailLink(auth(), TENANT_ADMIN);
    const subject = newSubject();
    const sent = (await send({ subject, inquiryIds: [second.inquiryId, first.inquiryId] })) as { supportRequestId: string };
    expect(await request(sent.supportRequestId)).toMatchObject({ inquiries: [second, first], hasInquiries: true });
    const [mail] = await mailsTo(SYSADMIN, subject);
    expect(mail?.['message'].text).toContain(`関連する問い合わせ:\n#${second.number} ${second.title}\n#${first.number} ${first.title}`);
  });

  const refused: Array<[string, () => Promise<string[]>]> = [
    ['an inquiry of another tenant', async () => [(await inquiryOf('tenant-b', 'みなと物流の問い合わせ')).inquiryId]],
    ['an inquiry that does not exist', async () => ['no-such-inquiry']],
    ['11 inquiries', async () => Array.from({ length: 11 }, (_, index) => `inq-${index}`)],
    ['the same inquiry twice', async () => ['inq-vpn', 'inq-vpn']],
    ...['a|b', '<script>', 'a/b', 'a\r\nb', 'a b', ''].map((id): [string, () => Promise<string[]>] => [`the id ${JSON.stringify(id)}`, async () => [id]]),
  ];
  it.each(refused)('refuses %s, files nothing and counts nothing against the limit', async (_, ids) => {
    const inquiryIds = await ids();
    const admin = await signInByEmailLink(auth(), TENANT_ADMIN);
    const subject = newSubject();
    expect(await codeOf(send({ subject, inquiryIds }))).toBe('functions/invalid-argument');
    expect((await suite.db.collection('supportRequests').where('subject', '==', subject).get()).size).toBe(0);
    expect(await usesOf(suite.db, { uid: admin.uid, tenantId: 'tenant-a' }, RATE_LIMITS.supportRequest)).toBe(0);
  });

  it('refuses inquiries given in another shape (number and title are the server\'s to copy)', async () => {
    await signInByEmailLink(auth(), TENANT_ADMIN);
    const forged = [{ inquiryId: 'inq-vpn', number: 1, title: '別の件名' }];
    expect(await codeOf(send({ subject: newSubject(), inquiryIds: forged }))).toBe('functions/invalid-argument');
    expect(await codeOf(send({ subject: newSubject(), inquiries: forged }))).toBe('functions/invalid-argument');
  });
});

describe('replySupportRequest', () => {
  it('appends a reply signed for the vendor and tells the sender in the bell and by mail, once per requestId', async () => {
    const { id, subject } = await fixtureRequest();
    await signInByEmailLink(auth(), SYSADMIN);
    const data = { requestId: randomUUID(), supportRequestId: id, body: '  Excelの「CSV UTF-8」で保存したファイルも取り込めます。 ' };
    const first = await suite.client.call('replySupportRequest', data);
    expect(await suite.client.call('replySupportRequest', data)).toEqual(first);
    expect(first).toEqual({ supportRequestId: id, status: 'answered' });

    expect(await request(id)).toMatchObject({
      status: 'answered',
      replies: [{ body: 'Excelの「CSV UTF-8」で保存したファイルも取り込めます。', fromName: '窓口サポート 山田', createdAt: expect.any(Timestamp) }],
    });
    expect(await bellOfTenantAdmin(subject)).toEqual([
      {
        type: 'supportReply', title: `サポートへのお問い合わせ「${subject}」に回答がありました`,
        link: '/tenants/tenant-a/admin/support', read: false, createdAt: expect.any(Timestamp),
      },
    ]);
    const mail = await mailsTo(TENANT_ADMIN, subject);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.['message'].text).toContain('http://localhost:9000/tenants/tenant-a/admin/support');
  });

  it('keeps every reply, in order, and a body of exactly 5000 characters', async () => {
    const { id } = await fixtureRequest();
    await signInByEmailLink(auth(), SYSADMIN);
    await call('replySupportRequest', { supportRequestId: id, body: '一度目の回答です。' });
    await call('replySupportRequest', { supportRequestId: id, body: 'あ'.repeat(5000) });
    const replies = (await request(id))?.['replies'] as Array<{ body: string }>;
    expect(replies.map((reply) => reply.body.length)).toEqual(['一度目の回答です。'.length, 5000]);
    expectWrittenAsContract(supportRequestDocument, await request(id));
  });

  it.each([
    ['an empty body', { body: '   ' }, 'functions/invalid-argument'],
    ['a body over 5000 characters', { body: 'あ'.repeat(5001) }, 'functions/invalid-argument'],
    ['an unknown key', { body: '回答', status: 'closed' }, 'functions/invalid-argument'],
    ['an id containing "/"', { body: '回答', supportRequestId: 'a/b' }, 'functions/invalid-argument'],
    ['an unknown request', { body: '回答', supportRequestId: 'no-such-request' }, 'functions/not-found'],
  ])('refuses %s, changing nothing', async (_, data, code) => {
    const { id } = await fixtureRequest();
    await signInByEmailLink(auth(), SYSADMIN);
    expect(await codeOf(call('replySupportRequest', { supportRequestId: id, ...data }))).toBe(code);
    expect(await request(id)).toMatchObject({ status: 'open', replies: [] });
  });
});

describe('closeSupportRequest', () => {
  it('closes a request, which then takes no reply and cannot be closed again', async () => {
    const { id } = await fixtureRequest();
    await signInByEmailLink(auth(), SYSADMIN);
    await call('replySupportRequest', { supportRequestId: id, body: '回答です。' });
    expect(await call('closeSupportRequest', { supportRequestId: id })).toEqual({ supportRequestId: id, status: 'closed' });
    expect(await request(id)).toMatchObject({ status: 'closed' });

    await expect(call('replySupportRequest', { supportRequestId: id, body: '追記です。' })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: 'このサポート依頼はクローズ済みのため、返信できません。',
    });
    await expect(call('closeSupportRequest', { supportRequestId: id })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: 'このサポート依頼はすでにクローズされています。',
    });
    expect(((await request(id))?.['replies'] as unknown[]).length).toBe(1);
  });

  it('refuses an unknown request', async () => {
    await signInByEmailLink(auth(), SYSADMIN);
    expect(await codeOf(call('closeSupportRequest', { supportRequestId: 'no-such-request' }))).toBe('functions/not-found');
  });
});

describe('who may answer and close', () => {
  const attempts: Array<[Name, object]> = [
    ['replySupportRequest', { body: '回答' }],
    ['closeSupportRequest', {}],
  ];

  it.each(attempts)('%s refuses a signed-out caller', async (name, data) => {
    const { id } = await fixtureRequest();
    expect(await codeOf(call(name, { supportRequestId: id, ...data }))).toBe('functions/unauthenticated');
  });

  it.each(attempts.flatMap(([name, data]) => [
    [name, 'the tenant admin who sent it', TENANT_ADMIN, data] as const,
    [name, 'a user', 'user@a.example.com', data] as const,
  ]))('%s refuses %s, changing nothing', async (name, _, email, data) => {
    const { id } = await fixtureRequest();
    await signInByEmailLink(auth(), email);
    expect(await codeOf(call(name, { supportRequestId: id, ...data }))).toBe('functions/permission-denied');
    expect(await request(id)).toMatchObject({ status: 'open', replies: [] });
  });
});
