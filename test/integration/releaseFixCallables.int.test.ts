/** @jest-environment node */
// Inquiries fixed in a release note, through httpsCallable against the emulators: a system admin lists
// escalated inquiries on a note (setPatchNoteFixes), a tenant admin marks one fixed by a published
// note (markInquiryFixed); publishing (now, by the schedule, again) tells each inquiry once: one
// system message in its thread and one notice to its requester, per their settings. Who may do each,
// forged input, and bursts.
import { randomUUID } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { newInquiryRecord } from '../../functions/src/inquiries/inquiryRecords';
import { publishDuePatchNotes } from '../../functions/src/patchNotes/publishScheduledPatchNotes';
import { tenantRecord, writeTenantUser } from '../../functions/src/tenants/records';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { serverCall } from '../support/serverCall';
import { expectWrittenAsContract, writtenAsContract } from '../support/storedContracts';
import { messageDocument, patchNoteFixesDocument } from '@madoguchi/shared/contracts';
import { BURST_CEILING_MS } from '../support/bursts';

const suite = useCallableSuite('release-fix-callables');
const auth = () => suite.client.auth;
const runId = `${Date.now().toString(36)}${process.pid}`;
const SYSADMIN = 'sysadmin@example.com';
const ADMIN_A = 'admin@a.example.com';
const call = (name: string, data: object) => suite.client.call(name, { requestId: randomUUID(), ...data });

// A tenant of its own, whose requesters' settings are tried here: one on the defaults (status changes
// in the bell only), one who wants them by mail only, one who wants none; and a suspended tenant.
const TENANT = `rf-${runId}`;
const SUSPENDED = `rf-${runId}-suspended`;
const people = { byDefault: `${TENANT}-default`, mailOnly: `${TENANT}-mail`, quiet: `${TENANT}-quiet`, ofSuspended: `${SUSPENDED}-user` };
const emailOf = (uid: string) => `${uid}@example.com`;

async function createFixtureTenants() {
  const now = Timestamp.now();
  const batch = suite.db.batch();
  for (const [id, status] of [[TENANT, 'active'], [SUSPENDED, 'suspended']] as const) {
    batch.set(suite.db.doc(`tenants/${id}`), tenantRecord(`修正通知試験 ${id}`, status, null, now));
  }
  const member = (tenantId: string, status: 'active' | 'suspended', uid: string) =>
    writeTenantUser(batch, suite.db, { id: tenantId, name: tenantId, status }, uid, { name: `依頼者 ${uid}`, email: emailOf(uid), isTenantAdmin: false, categoryIds: [] }, now);
  for (const uid of [people.byDefault, people.mailOnly, people.quiet]) member(TENANT, 'active', uid);
  member(SUSPENDED, 'suspended', people.ofSuspended);
  const grid = (inquiryStatus: { inApp: boolean; mail: boolean }) => ({
    inquiryReply: { inApp: true, mail: true }, inquiryStatus, releaseNote: { inApp: true, mail: false }, updatedAt: now,
  });
  batch.set(suite.db.doc(`tenants/${TENANT}/users/${people.mailOnly}/settings/notifications`), grid({ inApp: false, mail: true }));
  batch.set(suite.db.doc(`tenants/${TENANT}/users/${people.quiet}/settings/notifications`), grid({ inApp: false, mail: false }));
  await batch.commit();
}

const made: string[] = [];
let count = 0;

/** An inquiry as createInquiry files it, in `status`. */
async function inquiryOf(tenantId: string, requesterUid: string, status = 'in_progress') {
  const ref = suite.db.collection(`tenants/${tenantId}/inquiries`).doc();
  made.push(ref.path);
  const number = 70_000 + ++count;
  const title = `修正待ちの問い合わせ ${runId}-${count}`;
  const now = Timestamp.fromMillis(Date.now() - 60_000);
  await ref.set({ ...newInquiryRecord({ number, title, body: '本文', categoryId: null, requesterUid, requesterName: '依頼者' }, now), status });
  return { tenantId, inquiryId: ref.id, number, title, path: ref.path };
}
type FixtureInquiry = Awaited<ReturnType<typeof inquiryOf>>;

/** A support request of the inquiries' tenant that carries them, as sendSupportRequest writes it. */
async function escalate(...inquiries: FixtureInquiry[]) {
  const ref = suite.db.collection('supportRequests').doc();
  made.push(ref.path);
  await ref.set({
    tenantId: inquiries[0]!.tenantId, tenantName: `テナント ${inquiries[0]!.tenantId}`, fromUid: 'demo-admin-a', fromName: '佐藤 花子',
    subject: `修正のお願い ${runId}`, body: '本文', status: 'open', replies: [], createdAt: Timestamp.now(),
    inquiries: inquiries.map(({ inquiryId, number, title }) => ({ inquiryId, number, title })), hasInquiries: true,
  });
  return ref.id;
}

/** A draft as the editor saves it; returns its id and title. */
async function draft(fields: Record<string, unknown> = {}) {
  const ref = suite.db.collection('patchNotes').doc();
  made.push(ref.path);
  const title = `リリースノート ${runId}-${++count}`;
  const now = Timestamp.now();
  await ref.set({
    title, bodyHtml: '<p>修正しました。</p>', labels: ['fix'], status: 'draft', publishAt: null, publishedAt: null, authorUid: 'demo-sysadmin',
    createdAt: now, updatedAt: now, ...fields,
  });
  return { id: ref.id, title };
}

const fixMessages = async (inquiry: FixtureInquiry) =>
  (await suite.db.collection(`${inquiry.path}/messages`).get()).docs.filter((doc) => writtenAsContract(messageDocument, doc.data()).source === 'system');

async function bellOf(tenantId: string, uid: string, inquiry: FixtureInquiry) {
  const bell = await suite.db.collection(`tenants/${tenantId}/users/${uid}/notifications`).where('link', '==', `/tenants/${tenantId}/inquiries/${inquiry.inquiryId}`).get();
  return bell.docs.map((doc) => doc.data());
}

async function mailsOf(uid: string, inquiry: FixtureInquiry) {
  const mail = await suite.db.collection('mail').where('to', '==', emailOf(uid)).get();
  return mail.docs.filter((m) => String(m.get('message.subject')).includes(`#${inquiry.number} `));
}

const setFixes = (patchNoteId: string, fixes: object[]) => call('setPatchNoteFixes', { patchNoteId, fixes }) as Promise<{ told: number; fixes: number }>;
const fixOf = (supportRequestId: string, inquiry: FixtureInquiry) => ({ supportRequestId, inquiryId: inquiry.inquiryId });

beforeAll(async () => {
  setLogLevel('error');
  await createFixtureTenants();
});

// The published test notes reach every user's bell; they and the fixtures go again afterwards.
afterAll(async () => {
  const notes = made.filter((path) => path.startsWith('patchNotes/')).map((path) => path.split('/')[1]);
  const bells = await suite.db.collectionGroup('notifications').where('type', '==', 'releaseNote').get();
  await Promise.all([
    ...made.map((path) => suite.db.recursiveDelete(suite.db.doc(path))),
    ...bells.docs.filter((doc) => notes.includes(doc.id)).map((doc) => doc.ref.delete()),
  ]);
});

describe('setPatchNoteFixes and publishing', () => {
  it('keeps the picked inquiries as their support request carries them, out of the note users read, and tells nobody yet', async () => {
    const inquiry = await inquiryOf(TENANT, people.byDefault);
    const supportRequestId = await escalate(inquiry);
    const note = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    expect(await setFixes(note.id, [fixOf(supportRequestId, inquiry)])).toEqual({ patchNoteId: note.id, fixes: 1, told: 0 });
    expect((await suite.db.doc(`patchNotes/${note.id}/private/fixes`).get()).data()).toEqual({
      fixes: [{ tenantId: TENANT, tenantName: `テナント ${TENANT}`, inquiryId: inquiry.inquiryId, number: inquiry.number, title: inquiry.title, supportRequestId }],
      updatedAt: expect.any(Timestamp),
      updatedBy: 'demo-sysadmin',
    });
    expect(Object.keys((await suite.db.doc(`patchNotes/${note.id}`).get()).data()!)).not.toContain('fixes');
    expectWrittenAsContract(patchNoteFixesDocument, (await suite.db.doc(`patchNotes/${note.id}/private/fixes`).get()).data());
    expect(await fixMessages(inquiry)).toHaveLength(0);
  });

  it('on publishing, puts one system message in each thread and tells each requester per their settings; the inquiries stay as they were', async () => {
    const open = await inquiryOf(TENANT, people.byDefault, 'in_progress');
    const closed = await inquiryOf(TENANT, people.mailOnly, 'closed');
    const quiet = await inquiryOf(TENANT, people.quiet, 'resolved');
    const suspended = await inquiryOf(SUSPENDED, people.ofSuspended);
    const request = await escalate(open, closed, quiet);
    const other = await escalate(suspended);
    const note = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    await setFixes(note.id, [fixOf(request, open), fixOf(request, closed), fixOf(request, quiet), fixOf(other, suspended)]);
    const before = await Promise.all([open, closed, quiet].map(async (inquiry) => (await suite.db.doc(inquiry.path).get()).data()));

    await call('publishPatchNote', { patchNoteId: note.id });

    for (const inquiry of [open, closed, quiet, suspended]) {
      const messages = await fixMessages(inquiry);
      expect(messages.map((m) => [m.id, m.data()])).toEqual([
        [
          `releaseNote-${note.id}`,
          {
            body: `この件はリリースノート『${note.title}』で修正されました。`, patchNoteId: note.id, authorUid: null, authorName: 'システム',
            internal: false, attachments: [], faqLinks: [], source: 'system', createdAt: expect.any(Timestamp),
          },
        ],
      ]);
    }
    // Information, not a reply: status, lastMessageAt and updatedAt as they were (closed stays closed).
    const after = await Promise.all([open, closed, quiet].map(async (inquiry) => (await suite.db.doc(inquiry.path).get()).data()));
    expect(after).toEqual(before);

    const notice = {
      type: 'inquiryStatus', title: `問い合わせ #${open.number} はリリースノート「${note.title}」で修正されました`,
      link: `/tenants/${TENANT}/inquiries/${open.inquiryId}`, read: false, createdAt: expect.any(Timestamp),
    };
    expect(await bellOf(TENANT, people.byDefault, open)).toEqual([notice]);
    expect(await mailsOf(people.byDefault, open)).toHaveLength(0);
    expect(await bellOf(TENANT, people.mailOnly, closed)).toEqual([]);
    const [mail] = await mailsOf(people.mailOnly, closed);
    expect(mail?.get('message.text')).toContain(`http://localhost:9000/tenants/${TENANT}/inquiries/${closed.inquiryId}`);
    expect(await bellOf(TENANT, people.quiet, quiet)).toEqual([]);
    expect(await mailsOf(people.quiet, quiet)).toHaveLength(0);
    expect(await bellOf(SUSPENDED, people.ofSuspended, suspended)).toEqual([]);
    expect(await mailsOf(people.ofSuspended, suspended)).toHaveLength(0);
  });

  it('tells each inquiry once: publishing twice at once, unpublishing and publishing again, saving the list again', async () => {
    const inquiry = await inquiryOf(TENANT, people.byDefault);
    const request = await escalate(inquiry);
    const note = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    await setFixes(note.id, [fixOf(request, inquiry)]);
    const outcomes = await Promise.all([0, 1].map(() => codeOf(call('publishPatchNote', { patchNoteId: note.id }))));
    expect(outcomes.sort()).toEqual(['functions/failed-precondition', 'ok']);
    await call('unpublishPatchNote', { patchNoteId: note.id });
    await call('publishPatchNote', { patchNoteId: note.id });
    expect(await setFixes(note.id, [fixOf(request, inquiry)])).toMatchObject({ told: 0 });
    expect(await fixMessages(inquiry)).toHaveLength(1);
    expect(await bellOf(TENANT, people.byDefault, inquiry)).toHaveLength(1);
  });

  it('tells at once what is added to a published note, and counts only those it told', async () => {
    const [first, second] = [await inquiryOf(TENANT, people.byDefault), await inquiryOf(TENANT, people.byDefault)];
    const request = await escalate(first, second);
    const note = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    await setFixes(note.id, [fixOf(request, first)]);
    await call('publishPatchNote', { patchNoteId: note.id });
    expect(await setFixes(note.id, [fixOf(request, first), fixOf(request, second)])).toEqual({ patchNoteId: note.id, fixes: 2, told: 1 });
    expect((await fixMessages(second)).map((m) => m.get('body'))).toEqual([`この件はリリースノート『${note.title}』で修正されました。`]);
  });

  it('misses no inquiry listed while the note comes out (saving the list and publishing at once)', async () => {
    const inquiry = await inquiryOf(TENANT, people.byDefault);
    const request = await escalate(inquiry);
    const note = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    await Promise.all([call('publishPatchNote', { patchNoteId: note.id }), setFixes(note.id, [fixOf(request, inquiry)])]);
    expect(await fixMessages(inquiry)).toHaveLength(1);
  });

  it('lists an inquiry escalated in two requests once', async () => {
    const inquiry = await inquiryOf(TENANT, people.byDefault);
    const [first, second] = [await escalate(inquiry), await escalate(inquiry)];
    const note = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    expect(await setFixes(note.id, [fixOf(first, inquiry), fixOf(second, inquiry)])).toMatchObject({ fixes: 1 });
  });

  it('tells the inquiries of a note the schedule publishes', async () => {
    const inquiry = await inquiryOf(TENANT, people.byDefault);
    const request = await escalate(inquiry);
    const note = await draft({ publishAt: Timestamp.fromMillis(Date.now() - 1000) });
    await signInByEmailLink(auth(), SYSADMIN);
    await setFixes(note.id, [fixOf(request, inquiry)]);
    const run = await serverCall(publishDuePatchNotes, suite.db, new Date());
    expect(run.published).toContain(note.id);
    expect(await fixMessages(inquiry)).toHaveLength(1);
    expect(await bellOf(TENANT, people.byDefault, inquiry)).toHaveLength(1);
  });

  it('refuses an inquiry its support request does not carry (another tenant\'s, named through a request of one\'s choice), storing nothing', async () => {
    const escalated = await inquiryOf(TENANT, people.byDefault);
    const foreign = await inquiryOf('tenant-a', 'demo-user-a');
    const request = await escalate(escalated);
    const note = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    for (const fixes of [[fixOf(request, foreign)], [{ supportRequestId: 'no-such-request', inquiryId: escalated.inquiryId }]]) {
      expect(await codeOf(setFixes(note.id, fixes))).toBe('functions/invalid-argument');
    }
    expect((await suite.db.doc(`patchNotes/${note.id}/private/fixes`).get()).exists).toBe(false);
    expect(await codeOf(setFixes('no-such-note', [fixOf(request, escalated)]))).toBe('functions/not-found');
  });

  it.each([
    ['a fix with its own number, title or tenant', (fix: object) => [{ ...fix, title: '別の件名', tenantId: 'tenant-b' }]],
    ['the same fix twice', (fix: object) => [fix, fix]],
    ['51 fixes', () => Array.from({ length: 51 }, (_, index) => ({ supportRequestId: 'r', inquiryId: `i${index}` }))],
    ...['a|b', '<x>', 'a/b', 'a\r\nb'].map((id) => [`the id ${JSON.stringify(id)}`, () => [{ supportRequestId: id, inquiryId: id }]]),
  ] as Array<[string, (fix: object) => object[]]>)('refuses %s', async (_, fixes) => {
    const inquiry = await inquiryOf(TENANT, people.byDefault);
    const request = await escalate(inquiry);
    const note = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    expect(await codeOf(setFixes(note.id, fixes(fixOf(request, inquiry))))).toBe('functions/invalid-argument');
    expect(await codeOf(setFixes('a/b', [fixOf(request, inquiry)]))).toBe('functions/invalid-argument');
  });

  it.each([
    ['a tenant admin', ADMIN_A],
    ['a user', 'user@a.example.com'],
  ])('refuses %s', async (_, email) => {
    const inquiry = await inquiryOf('tenant-a', 'demo-user-a');
    const request = await escalate(inquiry);
    const note = await draft({ status: 'published', publishedAt: Timestamp.now() });
    await signInByEmailLink(auth(), email);
    expect(await codeOf(setFixes(note.id, [fixOf(request, inquiry)]))).toBe('functions/permission-denied');
    expect(await fixMessages(inquiry)).toHaveLength(0);
  });
});

describe('markInquiryFixed', () => {
  const mark = (data: object) => call('markInquiryFixed', { tenantId: 'tenant-a', ...data }) as Promise<{ told: boolean }>;

  it('lets a tenant admin mark an inquiry of their tenant fixed by a published note: told at once, once', async () => {
    const inquiry = await inquiryOf('tenant-a', 'demo-user-a', 'closed');
    const note = await draft({ status: 'published', publishedAt: Timestamp.now() });
    await signInByEmailLink(auth(), ADMIN_A);
    expect(await mark({ inquiryId: inquiry.inquiryId, patchNoteId: note.id })).toEqual({ inquiryId: inquiry.inquiryId, patchNoteId: note.id, told: true });
    expect(await mark({ inquiryId: inquiry.inquiryId, patchNoteId: note.id })).toMatchObject({ told: false });
    expect((await fixMessages(inquiry)).map((m) => m.get('body'))).toEqual([`この件はリリースノート『${note.title}』で修正されました。`]);
    expect(await bellOf('tenant-a', 'demo-user-a', inquiry)).toEqual([expect.objectContaining({ type: 'inquiryStatus' })]);
    expect((await suite.db.doc(inquiry.path).get()).get('status')).toBe('closed');

    // The system admin listing it too (it was escalated as well) tells nobody again.
    const request = await escalate(inquiry);
    await signInByEmailLink(auth(), SYSADMIN);
    expect(await setFixes(note.id, [fixOf(request, inquiry)])).toMatchObject({ told: 0 });
    expect(await fixMessages(inquiry)).toHaveLength(1);
  });

  it('tells nobody of an admin\'s own inquiry (no notice of one\'s own action), but the thread shows it', async () => {
    const inquiry = await inquiryOf('tenant-a', 'demo-admin-a');
    const note = await draft({ status: 'published', publishedAt: Timestamp.now() });
    await signInByEmailLink(auth(), ADMIN_A);
    await mark({ inquiryId: inquiry.inquiryId, patchNoteId: note.id });
    expect(await fixMessages(inquiry)).toHaveLength(1);
    expect(await bellOf('tenant-a', 'demo-admin-a', inquiry)).toEqual([]);
  });

  it('takes 30 marks at once as one: one message, one notice', async () => {
    const inquiry = await inquiryOf('tenant-a', 'demo-user-a');
    const note = await draft({ status: 'published', publishedAt: Timestamp.now() });
    await signInByEmailLink(auth(), ADMIN_A);
    const results = await Promise.all(Array.from({ length: 30 }, () => mark({ inquiryId: inquiry.inquiryId, patchNoteId: note.id })));
    expect(results.filter((result) => result.told)).toHaveLength(1);
    expect(await fixMessages(inquiry)).toHaveLength(1);
    expect(await bellOf('tenant-a', 'demo-user-a', inquiry)).toHaveLength(1);
  }, BURST_CEILING_MS);

  it('answers a draft (a scheduled one too) as a missing note, and an inquiry of another tenant as missing', async () => {
    const inquiry = await inquiryOf('tenant-a', 'demo-user-a');
    const foreign = await inquiryOf('tenant-b', 'demo-user-b');
    const published = await draft({ status: 'published', publishedAt: Timestamp.now() });
    await signInByEmailLink(auth(), ADMIN_A);
    for (const note of [await draft(), await draft({ publishAt: Timestamp.fromMillis(Date.now() + 3600_000) })]) {
      await expect(mark({ inquiryId: inquiry.inquiryId, patchNoteId: note.id })).rejects.toMatchObject({
        code: 'functions/not-found',
        message: '指定されたリリースノートが見つかりません。公開中のリリースノートから選んでください。',
      });
    }
    expect(await codeOf(mark({ inquiryId: inquiry.inquiryId, patchNoteId: 'no-such-note' }))).toBe('functions/not-found');
    expect(await codeOf(mark({ inquiryId: foreign.inquiryId, patchNoteId: published.id }))).toBe('functions/not-found');
    expect(await fixMessages(inquiry)).toHaveLength(0);
    expect(await fixMessages(foreign)).toHaveLength(0);
  });

  it('refuses another tenant\'s admin, a plain user and a signed-out caller', async () => {
    const inquiry = await inquiryOf('tenant-a', 'demo-user-a');
    const note = await draft({ status: 'published', publishedAt: Timestamp.now() });
    const data = { inquiryId: inquiry.inquiryId, patchNoteId: note.id };
    expect(await codeOf(mark(data))).toBe('functions/unauthenticated');
    for (const email of ['user@a.example.com', 'multi@example.com']) {
      await signInByEmailLink(auth(), email); // multi is a user of tenant-a and the admin of tenant-b
      expect(await codeOf(mark(data))).toBe('functions/permission-denied');
    }
    // The admin of tenant-b naming their own tenant finds no such inquiry there.
    expect(await codeOf(mark({ ...data, tenantId: 'tenant-b' }))).toBe('functions/not-found');
    expect(await fixMessages(inquiry)).toHaveLength(0);
  });

  it.each([
    ...['a|b', '<script>', 'a/b', 'a\r\nb', 'a b', ''].flatMap((id) => [
      [`an inquiry id ${JSON.stringify(id)}`, { inquiryId: id }],
      [`a note id ${JSON.stringify(id)}`, { patchNoteId: id }],
    ]),
    ['a forged field', { told: true }],
    ['a message of its own', { body: '任意の本文' }],
  ] as Array<[string, object]>)('refuses %s', async (_, forged) => {
    const inquiry = await inquiryOf('tenant-a', 'demo-user-a');
    const note = await draft({ status: 'published', publishedAt: Timestamp.now() });
    await signInByEmailLink(auth(), ADMIN_A);
    expect(await codeOf(mark({ inquiryId: inquiry.inquiryId, patchNoteId: note.id, ...forged }))).toBe('functions/invalid-argument');
    expect(await fixMessages(inquiry)).toHaveLength(0);
  });
});
