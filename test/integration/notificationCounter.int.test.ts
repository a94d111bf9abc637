/** @jest-environment node */
// The bell's unread counter (tenants/{t}/users/{uid}/counters/notifications) against the emulators:
// what raises it (inquiry notices, a release note once per unread entry) and markNotificationsRead,
// which lowers it by what it changed, in one transaction, for the caller's own notifications only.
import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { NOTIFICATION_LIMITS } from '@madoguchi/shared/contracts';
import { announcePatchNote } from '../../functions/src/patchNotes/announcePatchNote';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { serverCall } from '../support/serverCall';
import { BURST_CEILING_MS } from '../support/bursts';

const suite = useCallableSuite('notification-counter');
const TENANT = 'tenant-a';
const runId = `${Date.now().toString(36)}${process.pid}`;
const PASSWORD = 'password-123';

beforeAll(() => setLogLevel('error'));

const userPath = (uid: string) => `tenants/${TENANT}/users/${uid}`;
const notificationPath = (uid: string, id: string) => `${userPath(uid)}/notifications/${id}`;

/** The counter as stored; a user nobody has notified yet has none, which counts as 0. */
async function counterOf(uid: string): Promise<number> {
  const counter = await suite.db.doc(`${userPath(uid)}/counters/notifications`).get();
  return counter.exists ? Number(counter.get('unread')) : 0;
}

const isRead = async (uid: string, id: string) => (await suite.db.doc(notificationPath(uid, id)).get()).get('read') as boolean | undefined;

let people = 0;
/** A member of tenant-a of their own, so no other test's notifications move their count; signed in. */
async function freshMember(): Promise<string> {
  people += 1;
  const email = `counter-${runId}-${people}@example.com`;
  const { uid } = await getAdminAuth(suite.adminApp).createUser({ email, password: PASSWORD, emailVerified: true, displayName: `通知 ${people}` });
  const createdAt = Timestamp.now();
  await suite.db.doc(`userPermissions/${uid}/tenants/${TENANT}`).set({ id: TENANT, name: 'さくら商事', isTenantAdmin: false, tenantStatus: 'active', createdAt });
  await suite.db.doc(userPath(uid)).set({ name: `通知 ${people}`, email, isTenantAdmin: false, categoryIds: [], status: 'active', createdAt, updatedAt: createdAt });
  await signInWithEmailAndPassword(suite.client.auth, email, PASSWORD);
  return uid;
}

/** Bell entries (ids → read) and the counter as the server would have left them. */
async function givenBell(uid: string, entries: Record<string, boolean>) {
  const writer = suite.db.bulkWriter();
  for (const [id, read] of Object.entries(entries)) {
    void writer.set(suite.db.doc(notificationPath(uid, id)), { type: 'inquiryReply', title: `お知らせ ${id}`, link: `/tenants/${TENANT}/inquiries/x`, read, createdAt: Timestamp.now() });
  }
  void writer.set(suite.db.doc(`${userPath(uid)}/counters/notifications`), { unread: Object.values(entries).filter((read) => !read).length });
  await writer.close();
}

const markRead = (data: object) => suite.client.call('markNotificationsRead', { tenantId: TENANT, ...data });

describe('notices raise the counter', () => {
  it('counts an inquiry for the tenant admin and the reply for the requester', async () => {
    const adminBefore = await counterOf('demo-admin-a');
    const requesterBefore = await counterOf('demo-user-a');

    await signInByEmailLink(suite.client.auth, 'user@a.example.com');
    const { inquiryId } = (await suite.client.call('createInquiry', {
      requestId: randomUUID(), tenantId: TENANT, inquiryId: `counter-${runId}`, title: 'バッジの確認', body: '未読数は増えますか。', categoryId: null, attachments: [],
    })) as { inquiryId: string };
    expect(await counterOf('demo-admin-a')).toBe(adminBefore + 1);
    expect(await counterOf('demo-user-a')).toBe(requesterBefore);

    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    await suite.client.call('postInquiryMessage', {
      requestId: randomUUID(), tenantId: TENANT, inquiryId, body: '増えます。', internal: false, attachments: [],
    });
    expect(await counterOf('demo-user-a')).toBe(requesterBefore + 1);
    expect(await counterOf('demo-admin-a')).toBe(adminBefore + 1);
  });

  it('counts a release note announced twice once while unread, and again once it was read', async () => {
    const uid = await freshMember();
    const note = { id: `note-counter-${runId}`, title: '未読数のお知らせ' };
    const announce = () => serverCall(announcePatchNote, suite.db, note, Timestamp.now(), null);

    await announce();
    expect(await counterOf(uid)).toBe(1);
    await announce();
    expect(await counterOf(uid)).toBe(1);
    expect(await isRead(uid, note.id)).toBe(false);

    expect(await markRead({ notificationIds: [note.id] })).toEqual({ unread: 0 });
    await announce();
    expect(await counterOf(uid)).toBe(1);
    expect(await isRead(uid, note.id)).toBe(false);
  });
});

describe('markNotificationsRead', () => {
  it('lowers the count by the named ones that were unread; read, missing and other people\'s ids change nothing', async () => {
    const uid = await freshMember();
    await givenBell(uid, { u1: false, u2: false, u3: false, r1: true });
    const admins = await suite.db.collection(`${userPath('demo-admin-a')}/notifications`).where('read', '==', false).limit(1).get();
    const othersId = admins.docs[0]?.id;
    expect(othersId).toEqual(expect.any(String));

    expect(await markRead({ notificationIds: ['u1', 'r1', 'missing', othersId] })).toEqual({ unread: 2 });
    expect(await counterOf(uid)).toBe(2);
    expect([await isRead(uid, 'u1'), await isRead(uid, 'u2'), await isRead(uid, 'u3'), await isRead(uid, 'r1')]).toEqual([true, false, false, true]);
    expect(await isRead('demo-admin-a', othersId!)).toBe(false);
    expect((await suite.db.doc(notificationPath(uid, 'missing')).get()).exists).toBe(false);

    // Again, and with an id named twice: nothing more to change.
    expect(await markRead({ notificationIds: ['u1', 'u1', 'r1'] })).toEqual({ unread: 2 });
    expect(await markRead({ notificationIds: ['u2', 'u2'] })).toEqual({ unread: 1 });
    expect(await counterOf(uid)).toBe(1);
  });

  it('marks every unread one read with all, and puts the count at exactly 0 even when it had drifted', async () => {
    const uid = await freshMember();
    await givenBell(uid, { a: false, b: false, c: true });
    await suite.db.doc(`${userPath(uid)}/counters/notifications`).set({ unread: 7 });

    expect(await markRead({ all: true })).toEqual({ unread: 0 });
    expect(await counterOf(uid)).toBe(0);
    const unread = await suite.db.collection(`${userPath(uid)}/notifications`).where('read', '==', false).get();
    expect(unread.size).toBe(0);
    expect(await isRead(uid, 'c')).toBe(true);
  });

  it('clears at most NOTIFICATION_LIMITS.markAll a call with all, lowering the count by as many', async () => {
    const uid = await freshMember();
    const { markAll } = NOTIFICATION_LIMITS;
    await givenBell(uid, Object.fromEntries(Array.from({ length: markAll + 2 }, (_, i) => [`n${i}`, false])));

    expect(await markRead({ all: true })).toEqual({ unread: 2 });
    expect((await suite.db.collection(`${userPath(uid)}/notifications`).where('read', '==', false).count().get()).data().count).toBe(2);
    expect(await markRead({ all: true })).toEqual({ unread: 0 });
    expect(await counterOf(uid)).toBe(0);
  });

  it('never goes below 0 when the count had drifted low', async () => {
    const uid = await freshMember();
    await givenBell(uid, { a: false, b: false });
    await suite.db.doc(`${userPath(uid)}/counters/notifications`).set({ unread: 1 });

    expect(await markRead({ notificationIds: ['a', 'b'] })).toEqual({ unread: 0 });
    expect(await counterOf(uid)).toBe(0);
  });

  it('decrements once for 30 identical calls at once', async () => {
    const uid = await freshMember();
    await givenBell(uid, { a: false, b: false, c: false });

    const results = await Promise.all(Array.from({ length: 30 }, () => markRead({ notificationIds: ['a'] })));
    expect(results).toEqual(Array.from({ length: 30 }, () => ({ unread: 2 })));
    expect(await counterOf(uid)).toBe(2);
    expect([await isRead(uid, 'a'), await isRead(uid, 'b'), await isRead(uid, 'c')]).toEqual([true, false, false]);
  }, BURST_CEILING_MS);

  it('counts each of 10 calls at once that name different ones (the transaction rereads the count)', async () => {
    const uid = await freshMember();
    await givenBell(uid, { a: false, b: false, c: false, d: false, e: false, f: false });

    const ids = ['a', 'b', 'c', 'd', 'e'];
    await Promise.all(Array.from({ length: 10 }, (_, i) => markRead({ notificationIds: [ids[i % ids.length]] })));
    expect(await counterOf(uid)).toBe(1);
    expect(await markRead({ notificationIds: ['f'] })).toEqual({ unread: 0 });
  });

  it.each([
    ['a non-member', 'notenant@example.com'],
    ["another tenant's user", 'user@b.example.com'],
  ])('refuses %s with permission-denied, changing nothing', async (_who, email) => {
    const unreadBefore = await counterOf('demo-user-a');
    await signInByEmailLink(suite.client.auth, email);
    expect(await codeOf(markRead({ all: true }))).toBe('functions/permission-denied');
    expect(await codeOf(markRead({ notificationIds: ['inq-vpn-3'] }))).toBe('functions/permission-denied');
    expect(await counterOf('demo-user-a')).toBe(unreadBefore);
  });

  it.each([
    ['an id with |', { notificationIds: ['a|b'] }],
    ['an id with <', { notificationIds: ['a<b'] }],
    ['an id with >', { notificationIds: ['a>b'] }],
    ['an id with /', { notificationIds: ['a/b'] }],
    ['an id with CR/LF', { notificationIds: ['a\r\nb'] }],
    ['21 ids', { notificationIds: Array.from({ length: 21 }, (_, i) => `n${i}`) }],
    ['an empty list', { notificationIds: [] }],
    ['both forms at once', { notificationIds: ['a'], all: true }],
    ['all: false', { all: false }],
    ['neither form', {}],
  ])('refuses %s with invalid-argument, changing nothing', async (_case, data) => {
    const uid = await freshMember();
    await givenBell(uid, { a: false });
    expect(await codeOf(markRead(data))).toBe('functions/invalid-argument');
    expect(await counterOf(uid)).toBe(1);
    expect(await isRead(uid, 'a')).toBe(false);
  });
});
