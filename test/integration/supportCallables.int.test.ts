/** @jest-environment node */
// The vendor's side of support requests against the emulators: the mail to system admins when a
// tenant admin writes (a Firestore trigger in the Functions emulator), answering and closing through
// httpsCallable, and who may do it.
import { randomUUID } from 'node:crypto';
import { addDoc, collection, serverTimestamp, setLogLevel } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { mailSystemAdminsOfRequest } from '../../functions/src/support/mailSystemAdmins';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { serverCall } from '../support/serverCall';

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
    body: '手順を教えてください。', status: 'open', replies: [], createdAt: Timestamp.now(),
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

/** Polls until `read` gives a non-empty list (a trigger runs after the write returns). */
async function eventually<T>(read: () => Promise<T[]>, timeoutMs = 60_000): Promise<T[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found.length > 0 || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(() => setLogLevel('error'));

describe('a new request', () => {
  it('is mailed to every system admin once when a tenant admin sends it, and not to the sender', async () => {
    const admin = await signInByEmailLink(auth(), TENANT_ADMIN);
    const subject = newSubject();
    const body = 'Excelで保存したCSVでも取り込めますか？';
    const sent = await addDoc(collection(suite.client.db, 'supportRequests'), {
      tenantId: 'tenant-a', tenantName: TENANT_NAME, fromUid: admin.uid, fromName: '佐藤 花子', subject, body,
      status: 'open', replies: [], createdAt: serverTimestamp(),
    });

    const [mail] = await eventually(() => mailsTo(SYSADMIN, subject));
    expect(mail).toEqual({
      to: SYSADMIN,
      message: {
        subject: `[窓口] ${TENANT_NAME} から新しいサポート依頼「${subject}」が届きました`,
        text: expect.stringContaining(`佐藤 花子 さんからのサポート依頼です。\n\n件名: ${subject}\n\n${body}`),
      },
      createdAt: expect.any(Timestamp),
    });
    expect(mail?.['message'].text).toContain(`http://localhost:9000/systemAdmin/support/${sent.id}`);

    // The trigger's batch is all or nothing: every system admin with an address has theirs by now.
    const systemUsers = await suite.db.collection('systemUsers').get();
    for (const user of systemUsers.docs) expect(await mailsTo(user.get('email') as string, subject)).toHaveLength(1);
    expect(await mailsTo(TENANT_ADMIN, subject)).toHaveLength(0);

    // A repeated event finds the mail written and sends nothing more.
    await serverCall(mailSystemAdminsOfRequest, suite.db, sent.id, (await request(sent.id)) ?? {});
    expect(await mailsTo(SYSADMIN, subject)).toHaveLength(1);
  });

  it('is not mailed to a system admin who sent it themselves', async () => {
    const subject = newSubject();
    await serverCall(mailSystemAdminsOfRequest, suite.db, `self-${runId}`, {
      tenantId: 'tenant-a', tenantName: TENANT_NAME, fromUid: 'demo-sysadmin', fromName: '山田 管理', subject, body: '本文',
    });
    expect(await mailsTo(SYSADMIN, subject)).toHaveLength(0);
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
