/** @jest-environment node */
// The inquiry callables through httpsCallable against the emulators: numbering, the thread, internal
// notes, the status machine with the scheduled close, assignment, notifications (never for one's own
// action) and refusals.
import { randomUUID } from 'node:crypto';
import { collection, getDocs, query, setLogLevel, where } from 'firebase/firestore';
import { closeDueInquiries } from '../../functions/src/inquiries/closeResolvedInquiries';
import { inquiryDocument, messageDocument, notificationDocument } from '@madoguchi/shared/contracts';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { serverCall } from '../support/serverCall';
import { expectWrittenAsContract, writtenAsContract } from '../support/storedContracts';

const suite = useCallableSuite('inquiry-callables');
const auth = () => suite.client.auth;
const call = (name: string, data: object) => suite.client.call(name, { requestId: randomUUID(), tenantId: 'tenant-a', ...data });
const USER = 'user@a.example.com';
const ADMIN = 'admin@a.example.com';

beforeAll(() => setLogLevel('error'));

async function fileInquiry(title = 'VPNにつながりません') {
  const inquiryId = suite.db.collection('ids').doc().id;
  const result = (await call('createInquiry', { inquiryId, title, body: '自宅から接続できません。', categoryId: null, attachments: [] })) as {
    inquiryId: string;
    number: number;
  };
  return result;
}

async function notificationsFor(uid: string, inquiryId: string) {
  const snapshot = await suite.db.collection(`tenants/tenant-a/users/${uid}/notifications`).get();
  return snapshot.docs.map((doc) => doc.data()).filter((data) => String(data['link']).endsWith(inquiryId));
}

async function mailTo(email: string, text: string) {
  const snapshot = await suite.db.collection('mail').where('to', '==', email).get();
  return snapshot.docs.map((doc) => doc.data()).filter((data) => String(data['message']?.text).includes(text));
}

const inquiry = async (id: string) => writtenAsContract(inquiryDocument, (await suite.db.doc(`tenants/tenant-a/inquiries/${id}`).get()).data());

describe('createInquiry', () => {
  it('files an inquiry with its first message and tells the tenant admins, not the requester', async () => {
    await signInByEmailLink(auth(), USER);
    const { inquiryId, number } = await fileInquiry();

    expect(await inquiry(inquiryId)).toMatchObject({
      number, title: 'VPNにつながりません', status: 'new', requesterUid: 'demo-user-a', requesterName: '鈴木 一郎', assigneeUid: null,
    });
    const messages = await suite.db.collection(`tenants/tenant-a/inquiries/${inquiryId}/messages`).get();
    for (const message of messages.docs) expectWrittenAsContract(messageDocument, message.data());
    expect(messages.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ body: '自宅から接続できません。', authorUid: 'demo-user-a', internal: false, source: 'web', attachments: [] }),
    ]);
    expect(await notificationsFor('demo-admin-a', inquiryId)).toEqual([
      expect.objectContaining({ type: 'newInquiry', read: false, title: `新しい問い合わせ #${number}: VPNにつながりません` }),
    ]);
    for (const notification of await notificationsFor('demo-admin-a', inquiryId)) expectWrittenAsContract(notificationDocument, notification);
    expect(await mailTo(ADMIN, inquiryId)).toHaveLength(1);
    expect(await notificationsFor('demo-user-a', inquiryId)).toHaveLength(0);
  });

  it('numbers 10 concurrent inquiries without gaps or repeats', async () => {
    await signInByEmailLink(auth(), USER);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => fileInquiry(`同時 ${i}`)));
    const numbers = results.map((r) => r.number).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => first + i));
  });

  it('does not notify an admin of their own inquiry', async () => {
    await signInByEmailLink(auth(), ADMIN);
    const { inquiryId } = await fileInquiry('管理者自身の問い合わせ');
    expect(await notificationsFor('demo-admin-a', inquiryId)).toHaveLength(0);
  });

  it.each([
    ['an over-long title', { title: 'あ'.repeat(101) }],
    ['an empty body', { body: '   ' }],
    ['an unknown key', { priority: 'high' }],
    ['an id with a slash', { inquiryId: 'a/b' }],
    ['a disallowed attachment type', { attachments: [{ path: 'x', name: 'a.html', size: 1, contentType: 'text/html' }] }],
    ['an oversized attachment', { attachments: [{ path: 'x', name: 'a.pdf', size: 10 * 1024 * 1024 + 1, contentType: 'application/pdf' }] }],
  ])('answers invalid-argument for %s and writes nothing', async (_, extra) => {
    await signInByEmailLink(auth(), USER);
    const inquiryId = suite.db.collection('ids').doc().id;
    const data = { inquiryId, title: '件名', body: '本文', categoryId: null, attachments: [], ...extra };
    expect(await codeOf(call('createInquiry', data))).toBe('functions/invalid-argument');
    expect(await inquiry(inquiryId)).toBeUndefined();
  });

  it("refuses an attachment outside the inquiry's folder, and says so when uploads are unavailable", async () => {
    await signInByEmailLink(auth(), USER);
    const inquiryId = suite.db.collection('ids').doc().id;
    const file = (path: string) => ({ path, name: 'a.pdf', size: 10, contentType: 'application/pdf' });
    const base = { inquiryId, title: '件名', body: '本文', categoryId: null };
    expect(await codeOf(call('createInquiry', { ...base, attachments: [file(`tenants/tenant-b/inquiries/${inquiryId}/attachments/f/a.pdf`)] }))).toBe(
      'functions/invalid-argument',
    );
    // Without the Storage emulator the server cannot check the file, so it refuses it with the reason.
    const inPlace = call('createInquiry', { ...base, attachments: [file(`tenants/tenant-a/inquiries/${inquiryId}/attachments/f/a.pdf`)] });
    await expect(inPlace).rejects.toMatchObject({ code: 'functions/failed-precondition' });
    expect(await inquiry(inquiryId)).toBeUndefined();
  });

  it('refuses a member of another tenant', async () => {
    await signInByEmailLink(auth(), 'user@b.example.com');
    expect(await codeOf(fileInquiry())).toBe('functions/permission-denied');
  });
});

describe('the thread', () => {
  it("lets the admin reply and add an internal note the requester can never read; the reply awaits the requester", async () => {
    await signInByEmailLink(auth(), USER);
    const { inquiryId } = await fileInquiry('社内メモの確認');
    await auth().signOut();

    await signInByEmailLink(auth(), ADMIN);
    await call('postInquiryMessage', { inquiryId, body: '設定を確認してください。', internal: false, attachments: [] });
    await call('postInquiryMessage', { inquiryId, body: '社内メモ: 回線障害の可能性', internal: true, attachments: [] });
    expect(await inquiry(inquiryId)).toMatchObject({ status: 'waiting' });
    await auth().signOut();

    const notices = await notificationsFor('demo-user-a', inquiryId);
    expect(notices).toEqual([expect.objectContaining({ type: 'inquiryReply' })]);

    await signInByEmailLink(auth(), USER);
    const visible = await getDocs(
      query(collection(suite.client.db, `tenants/tenant-a/inquiries/${inquiryId}/messages`), where('internal', '==', false)),
    );
    expect(visible.docs.map((d) => d.get('body'))).toEqual(expect.arrayContaining(['設定を確認してください。']));
    expect(visible.docs.map((d) => d.get('body'))).not.toContain('社内メモ: 回線障害の可能性');
    expect(await codeOf(getDocs(collection(suite.client.db, `tenants/tenant-a/inquiries/${inquiryId}/messages`)))).toBe('permission-denied');
  });

  it('refuses a requester an internal note or a status, and anyone else the thread', async () => {
    await signInByEmailLink(auth(), USER);
    const { inquiryId } = await fileInquiry();
    expect(await codeOf(call('postInquiryMessage', { inquiryId, body: 'メモ', internal: true, attachments: [] }))).toBe('functions/permission-denied');
    expect(await codeOf(call('postInquiryMessage', { inquiryId, body: '返信', internal: false, status: 'closed', attachments: [] }))).toBe(
      'functions/permission-denied',
    );
    await auth().signOut();
    await signInByEmailLink(auth(), 'multi@example.com'); // a regular user of tenant-a
    expect(await codeOf(call('postInquiryMessage', { inquiryId, body: '横入り', internal: false, attachments: [] }))).toBe('functions/permission-denied');
  });

  it('reopens on the requester reply, resolves, closes after 7 days and then takes no more messages', async () => {
    await signInByEmailLink(auth(), USER);
    const { inquiryId } = await fileInquiry('ステータスの流れ');
    await suite.db.doc(`tenants/tenant-a/inquiries/${inquiryId}`).update({ status: 'waiting' });
    await call('postInquiryMessage', { inquiryId, body: 'まだつながりません。', internal: false, attachments: [] });
    expect(await inquiry(inquiryId)).toMatchObject({ status: 'new' });

    await call('changeInquiryStatus', { inquiryId, status: 'resolved' });
    const resolved = await inquiry(inquiryId);
    expect(resolved).toMatchObject({ status: 'resolved' });
    expect(await codeOf(call('changeInquiryStatus', { inquiryId, status: 'in_progress' }))).toBe('functions/failed-precondition');

    const resolvedAt = (resolved?.['resolvedAt'] as { toDate(): Date }).toDate();
    await serverCall(closeDueInquiries, suite.db, new Date(resolvedAt.getTime() + 7 * 24 * 3600 * 1000 - 1000));
    expect(await inquiry(inquiryId)).toMatchObject({ status: 'resolved' });
    await serverCall(closeDueInquiries, suite.db, new Date(resolvedAt.getTime() + 7 * 24 * 3600 * 1000));
    expect(await inquiry(inquiryId)).toMatchObject({ status: 'closed' });

    const late = call('postInquiryMessage', { inquiryId, body: '再開したい', internal: false, attachments: [] });
    await expect(late).rejects.toMatchObject({ code: 'functions/failed-precondition', message: expect.stringContaining('クローズ済み') });
  });

  it("tells the requester of an admin's status change, once", async () => {
    await signInByEmailLink(auth(), USER);
    const { inquiryId } = await fileInquiry('ステータス通知');
    await auth().signOut();
    await signInByEmailLink(auth(), ADMIN);
    await call('changeInquiryStatus', { inquiryId, status: 'in_progress' });
    await call('changeInquiryStatus', { inquiryId, status: 'in_progress' });
    expect(await notificationsFor('demo-user-a', inquiryId)).toEqual([
      expect.objectContaining({ type: 'inquiryStatus', title: expect.stringContaining('「対応中」') }),
    ]);
  });
});

describe('assignInquiry', () => {
  it('assigns to a tenant admin only, and only by a tenant admin', async () => {
    await signInByEmailLink(auth(), USER);
    const { inquiryId } = await fileInquiry('担当者');
    expect(await codeOf(call('assignInquiry', { inquiryId, assigneeUid: 'demo-admin-a' }))).toBe('functions/permission-denied');
    await auth().signOut();
    await signInByEmailLink(auth(), ADMIN);
    expect(await codeOf(call('assignInquiry', { inquiryId, assigneeUid: 'demo-user-a' }))).toBe('functions/invalid-argument');
    await call('assignInquiry', { inquiryId, assigneeUid: 'demo-admin-a' });
    expect(await inquiry(inquiryId)).toMatchObject({ assigneeUid: 'demo-admin-a' });
  });

  it('gives an unowned inquiry to the first admin who answers it in public, and only then', async () => {
    await signInByEmailLink(auth(), USER);
    const { inquiryId } = await fileInquiry('最初に回答した人が担当');
    await call('postInquiryMessage', { inquiryId, body: '補足です。', internal: false, attachments: [] });
    await auth().signOut();
    await signInByEmailLink(auth(), ADMIN);
    await call('postInquiryMessage', { inquiryId, body: '確認します(社内メモ)。', internal: true, attachments: [] });
    expect((await inquiry(inquiryId))?.['assigneeUid']).toBeNull();
    await call('postInquiryMessage', { inquiryId, body: 'ロックを解除しました。', internal: false, attachments: [] });
    expect((await inquiry(inquiryId))?.['assigneeUid']).toBe('demo-admin-a');
  });

  it('leaves an inquiry that has an assignee with them when another admin answers', async () => {
    await signInByEmailLink(auth(), USER);
    const { inquiryId } = await fileInquiry('担当者が決まっている');
    await suite.db.doc(`tenants/tenant-a/inquiries/${inquiryId}`).update({ assigneeUid: 'someone-else' });
    await auth().signOut();
    await signInByEmailLink(auth(), ADMIN);
    await call('postInquiryMessage', { inquiryId, body: '代わりに回答します。', internal: false, attachments: [] });
    expect((await inquiry(inquiryId))?.['assigneeUid']).toBe('someone-else');
  });
});
