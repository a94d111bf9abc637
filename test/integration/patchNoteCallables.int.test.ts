/** @jest-environment node */
// Publishing release notes through httpsCallable against the emulators: who may, what is checked, the
// schedule (its core called directly, as the scheduler would), who hears of a note, once, and how
// preview snapshots are cleared away.
import { randomUUID } from 'node:crypto';
import { deleteDoc, doc, getDoc, setLogLevel } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { deleteStalePreviews, PREVIEW_KEPT_MS } from '../../functions/src/patchNotes/patchNotePreviews';
import { publishDuePatchNotes } from '../../functions/src/patchNotes/publishScheduledPatchNotes';
import { tenantRecord, writeTenantUser } from '../../functions/src/tenants/records';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { serverCall } from '../support/serverCall';
import { expectWrittenAsContract } from '../support/storedContracts';
import { patchNoteDocument } from '@madoguchi/shared/contracts';

const suite = useCallableSuite('patch-note-callables');
const auth = () => suite.client.auth;
const runId = `${Date.now().toString(36)}${process.pid}`;
const SYSADMIN = 'sysadmin@example.com';
const CALLABLES = ['publishPatchNote', 'schedulePatchNote', 'unpublishPatchNote'] as const;

interface NoteState {
  patchNoteId: string;
  status: 'draft' | 'published';
  publishAt: string | null;
  publishedAt: string | null;
}
const call = async (name: (typeof CALLABLES)[number], data: object) =>
  (await suite.client.call(name, { requestId: randomUUID(), ...data })) as NoteState;

// A tenant of its own, so that the notification settings tried here touch no demo user: one user on
// the defaults (bell only), one who wants release notes by mail only, one who wants none, and one
// disabled; plus a suspended tenant whose active user must hear nothing.
const TENANT = `pn-${runId}`;
const SUSPENDED = `pn-${runId}-suspended`;
const users = {
  byDefault: `${TENANT}-default`,
  mailOnly: `${TENANT}-mail`,
  quiet: `${TENANT}-quiet`,
  disabled: `${TENANT}-disabled`,
  ofSuspended: `${SUSPENDED}-user`,
};
const emailOf = (uid: string) => `${uid}@example.com`;

async function createFixtureTenants() {
  const now = Timestamp.now();
  const batch = suite.db.batch();
  for (const [id, status] of [[TENANT, 'active'], [SUSPENDED, 'suspended']] as const) {
    batch.set(suite.db.doc(`tenants/${id}`), tenantRecord(`リリースノート試験 ${id}`, status, null, now));
  }
  const member = (tenantId: string, status: 'active' | 'suspended', uid: string) =>
    writeTenantUser(batch, suite.db, { id: tenantId, name: tenantId, status }, uid, {
      name: uid, email: emailOf(uid), isTenantAdmin: false, categoryIds: [],
    }, now);
  for (const uid of [users.byDefault, users.mailOnly, users.quiet, users.disabled]) member(TENANT, 'active', uid);
  member(SUSPENDED, 'suspended', users.ofSuspended);
  batch.update(suite.db.doc(`tenants/${TENANT}/users/${users.disabled}`), { status: 'disabled' });
  const grid = (releaseNote: { inApp: boolean; mail: boolean }) => ({
    inquiryReply: { inApp: true, mail: true }, inquiryStatus: { inApp: true, mail: false }, releaseNote, updatedAt: now,
  });
  batch.set(suite.db.doc(`tenants/${TENANT}/users/${users.mailOnly}/settings/notifications`), grid({ inApp: false, mail: true }));
  batch.set(suite.db.doc(`tenants/${TENANT}/users/${users.quiet}/settings/notifications`), grid({ inApp: false, mail: false }));
  await batch.commit();
}

let noteCount = 0;
const made: string[] = [];
/** A draft as the editor saves it (the rules' shape); returns its id and title. */
async function draft(content: { title?: string; bodyHtml?: string } = {}) {
  const title = content.title ?? `リリースノート ${runId}-${++noteCount}`;
  const now = Timestamp.now();
  const ref = suite.db.collection('patchNotes').doc();
  made.push(ref.id);
  await ref.set({
    title, bodyHtml: content.bodyHtml ?? '<p>本文です。</p>', labels: ['improvement'], status: 'draft',
    publishAt: null, publishedAt: null, authorUid: 'demo-sysadmin', createdAt: now, updatedAt: now,
  });
  return { id: ref.id, title };
}

const note = async (id: string) => (await suite.db.doc(`patchNotes/${id}`).get()).data();

async function bellEntry(tenantId: string, uid: string, noteId: string) {
  return (await suite.db.doc(`tenants/${tenantId}/users/${uid}/notifications/${noteId}`).get()).data();
}

async function mailCount(uid: string, title: string) {
  const mail = await suite.db.collection('mail').where('to', '==', emailOf(uid)).get();
  return mail.docs.filter((m) => String(m.get('message.subject')).includes(`「${title}」`)).length;
}

/** Who heard of the note, by channel, among the fixture users. */
async function audience(noteId: string, title: string) {
  const entries = await Promise.all(
    Object.entries(users).map(async ([key, uid]) => {
      const tenantId = uid === users.ofSuspended ? SUSPENDED : TENANT;
      return [key, { bell: (await bellEntry(tenantId, uid, noteId)) !== undefined, mails: await mailCount(uid, title) }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const nobody = { bell: false, mails: 0 };
const expectedAudience = {
  byDefault: { bell: true, mails: 0 },
  mailOnly: { bell: false, mails: 1 },
  quiet: nobody,
  disabled: nobody,
  ofSuspended: nobody,
};

beforeAll(async () => {
  setLogLevel('error');
  await createFixtureTenants();
});

// Published test notes would reach the demo tenants' users too (some with a publishing time a little
// ahead, as a scheduled run sets it), so the notes and their bell entries go again afterwards.
afterAll(async () => {
  const bells = await suite.db.collectionGroup('notifications').where('type', '==', 'releaseNote').get();
  await Promise.all([
    ...made.map((id) => suite.db.recursiveDelete(suite.db.doc(`patchNotes/${id}`))),
    ...bells.docs.filter((doc) => made.includes(doc.id)).map((doc) => doc.ref.delete()),
  ]);
});

describe('who may call', () => {
  it.each(CALLABLES)('%s refuses a signed-out caller', async (name) => {
    const { id } = await draft();
    expect(await codeOf(call(name, { patchNoteId: id }))).toBe('functions/unauthenticated');
  });

  it.each(CALLABLES.flatMap((name) => [
    [name, 'a tenant admin', 'admin@a.example.com'] as const,
    [name, 'a user', 'user@a.example.com'] as const,
  ]))('%s refuses %s, changing nothing', async (name, _, email) => {
    const { id } = await draft();
    await signInByEmailLink(auth(), email);
    const publishAt = new Date(Date.now() + 3600_000).toISOString();
    expect(await codeOf(call(name, { patchNoteId: id, ...(name === 'schedulePatchNote' ? { publishAt } : {}) }))).toBe(
      'functions/permission-denied',
    );
    expect(await note(id)).toMatchObject({ status: 'draft', publishAt: null, publishedAt: null });
  });
});

describe('publishPatchNote', () => {
  it('publishes a draft with its body sanitized again and tells each user once, per their settings', async () => {
    const { id, title } = await draft({
      bodyHtml:
        '<p>本文です。</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">リンク</a>' +
        '<svg><script>alert(1)</script></svg><p onclick="alert(1)">続き</p>',
    });
    await signInByEmailLink(auth(), SYSADMIN);
    const request = { requestId: randomUUID(), patchNoteId: id };
    const first = await call('publishPatchNote', request);
    expect(await call('publishPatchNote', request)).toEqual(first);
    expect(first).toEqual({ patchNoteId: id, status: 'published', publishAt: null, publishedAt: expect.any(String) });

    const published = await note(id);
    expect(published).toMatchObject({ status: 'published', publishAt: null });
    expectWrittenAsContract(patchNoteDocument, published);
    expect((published?.['publishedAt'] as Timestamp).toDate().toISOString()).toBe(first.publishedAt);
    expect(published?.['bodyHtml']).toBe('<p>本文です。</p><a target="_blank" rel="noopener noreferrer">リンク</a><p>続き</p>');

    expect(await audience(id, title)).toEqual(expectedAudience);
    expect(await bellEntry(TENANT, users.byDefault, id)).toEqual({
      type: 'releaseNote', title: `リリースノート「${title}」を公開しました`, link: `/tenants/${TENANT}/patch-note`, read: false,
      createdAt: expect.any(Timestamp),
    });
    // Every active tenant hears of it, the demo tenants too.
    expect(await bellEntry('tenant-b', 'demo-user-b', id)).toMatchObject({ link: '/tenants/tenant-b/patch-note' });
  });

  it('refuses a second publish, and announces nothing again after unpublishing and publishing anew', async () => {
    const { id, title } = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    await call('publishPatchNote', { patchNoteId: id });
    const again = call('publishPatchNote', { patchNoteId: id });
    await expect(again).rejects.toMatchObject({ code: 'functions/failed-precondition', message: expect.stringContaining('すでに公開') });

    expect(await call('unpublishPatchNote', { patchNoteId: id })).toEqual({ patchNoteId: id, status: 'draft', publishAt: null, publishedAt: null });
    expect(await note(id)).toMatchObject({ status: 'draft', publishAt: null, publishedAt: null });
    await call('publishPatchNote', { patchNoteId: id });
    expect(await audience(id, title)).toEqual(expectedAudience);
  });

  it.each([
    ['an unknown note', { patchNoteId: 'no-such-note' }, 'functions/not-found'],
    ['an id containing "/"', { patchNoteId: 'a/b' }, 'functions/invalid-argument'],
    ['an unknown key', { pinned: true }, 'functions/invalid-argument'],
  ])('refuses %s', async (_, data, code) => {
    const { id } = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    expect(await codeOf(call('publishPatchNote', { patchNoteId: id, ...data }))).toBe(code);
    expect(await note(id)).toMatchObject({ status: 'draft' });
  });

  it.each([
    ['a blank title', { title: '  ' }, 'タイトルが空のため公開できません。'],
    ['a body with nothing left after sanitizing', { bodyHtml: '<p> </p><script>alert(1)</script><img src="x">' }, '本文が空のため公開できません。'],
  ])('refuses to publish %s, telling nobody', async (_, content, message) => {
    const { id, title } = await draft(content);
    await signInByEmailLink(auth(), SYSADMIN);
    const attempt = call('publishPatchNote', { patchNoteId: id });
    await expect(attempt).rejects.toMatchObject({ code: 'functions/failed-precondition', message: expect.stringContaining(message) });
    expect(await note(id)).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await audience(id, title)).toEqual({ byDefault: nobody, mailOnly: nobody, quiet: nobody, disabled: nobody, ofSuspended: nobody });
  });
});

describe('updatePublishedPatchNote', () => {
  const update = (patchNoteId: string, content: object = {}) =>
    suite.client.call('updatePublishedPatchNote', {
      requestId: randomUUID(), patchNoteId, title: '修正後のタイトル', bodyHtml: '<p>修正後の本文</p>', labels: ['fix'], ...content,
    }) as Promise<NoteState>;

  it('corrects a published note with its body sanitized, keeping it published, and tells nobody again', async () => {
    const { id, title } = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    const published = await call('publishPatchNote', { patchNoteId: id });
    const corrected = await update(id, {
      bodyHtml: '<p>修正</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">リンク</a><svg><script>alert(1)</script></svg>',
    });
    expect(corrected).toEqual({ patchNoteId: id, status: 'published', publishAt: null, publishedAt: published.publishedAt });
    expect(await note(id)).toMatchObject({
      status: 'published',
      title: '修正後のタイトル',
      labels: ['fix'],
      bodyHtml: '<p>修正</p><a target="_blank" rel="noopener noreferrer">リンク</a>',
    });
    expect(await audience(id, title)).toEqual(expectedAudience);
  });

  it('refuses a draft (saved directly), an empty body, a title on two lines, and anyone but a system admin', async () => {
    const { id } = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    expect(await codeOf(update(id))).toBe('functions/failed-precondition');
    await call('publishPatchNote', { patchNoteId: id });
    expect(await codeOf(update(id, { bodyHtml: '<script>alert(1)</script>' }))).toBe('functions/invalid-argument');
    expect(await codeOf(update(id, { title: '修正\r\n後' }))).toBe('functions/invalid-argument');
    expect(await codeOf(update(id, { labels: ['fix', 'fix'] }))).toBe('functions/invalid-argument');
    for (const email of ['admin@a.example.com', 'user@a.example.com']) {
      await signInByEmailLink(auth(), email);
      expect(await codeOf(update(id, { bodyHtml: '<p>乗っ取り</p>' }))).toBe('functions/permission-denied');
    }
    expect((await note(id))?.['bodyHtml']).toBe('<p>本文です。</p>');
  });
});

describe('schedulePatchNote and unpublishPatchNote', () => {
  const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

  it('schedules a draft: it stays a draft users cannot read until it comes out', async () => {
    const { id } = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    const inAWeek = inHours(24 * 7);
    const result = await call('schedulePatchNote', { patchNoteId: id, publishAt: inAWeek });
    expect(result).toEqual({ patchNoteId: id, status: 'draft', publishAt: inAWeek, publishedAt: null });
    const scheduled = await note(id);
    expect(scheduled).toMatchObject({ status: 'draft', publishedAt: null });
    expect((scheduled?.['publishAt'] as Timestamp).toDate().toISOString()).toBe(inAWeek);
    await auth().signOut();

    await signInByEmailLink(auth(), 'user@a.example.com');
    expect(await codeOf(getDoc(doc(suite.client.db, 'patchNotes', id)))).toBe('permission-denied');
    await auth().signOut();

    await signInByEmailLink(auth(), SYSADMIN);
    expect(await call('unpublishPatchNote', { patchNoteId: id })).toEqual({ patchNoteId: id, status: 'draft', publishAt: null, publishedAt: null });
    expect(await note(id)).toMatchObject({ status: 'draft', publishAt: null });
    const twice = call('unpublishPatchNote', { patchNoteId: id });
    await expect(twice).rejects.toMatchObject({ code: 'functions/failed-precondition', message: expect.stringContaining('公開も予約もされていません') });
  });

  it.each([
    ['a time in the past', () => inHours(-1 / 60), '現在より後の日時'],
    ['a time more than a year ahead', () => inHours(24 * 367), '1年以内'],
    ['a time without an offset', () => inHours(24).replace('Z', ''), 'ISO 8601'],
    ['a date that is not one', () => '2025-13-01T10:00:00+09:00', 'ISO 8601'],
  ])('refuses %s in Japanese', async (_, publishAt, reason) => {
    const { id } = await draft();
    await signInByEmailLink(auth(), SYSADMIN);
    const attempt = call('schedulePatchNote', { patchNoteId: id, publishAt: publishAt() });
    await expect(attempt).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: expect.stringMatching(new RegExp(`^入力内容に誤りがあります。publishAt: .*${reason}`)),
    });
    expect(await note(id)).toMatchObject({ publishAt: null });
  });

  it('refuses to schedule a published note, an empty one or an unknown one', async () => {
    await signInByEmailLink(auth(), SYSADMIN);
    const publishAt = inHours(1);
    const published = await draft();
    await call('publishPatchNote', { patchNoteId: published.id });
    await expect(call('schedulePatchNote', { patchNoteId: published.id, publishAt })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringContaining('先に公開を取り消してください'),
    });
    const empty = await draft({ bodyHtml: '<p></p>' });
    await expect(call('schedulePatchNote', { patchNoteId: empty.id, publishAt })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringContaining('本文が空のため予約できません。'),
    });
    expect(await codeOf(call('schedulePatchNote', { patchNoteId: 'no-such-note', publishAt }))).toBe('functions/not-found');
  });
});

describe('publishDuePatchNotes (the scheduled function)', () => {
  async function scheduled(content: { bodyHtml?: string } = {}) {
    const { id, title } = await draft(content);
    await signInByEmailLink(auth(), SYSADMIN);
    const { publishAt } = await call('schedulePatchNote', { patchNoteId: id, publishAt: new Date(Date.now() + 120_000).toISOString() });
    return { id, title, due: new Date(Date.parse(publishAt ?? '')) };
  }

  it('publishes a note once it is due, once even when two runs overlap, and tells users once', async () => {
    const { id, title, due } = await scheduled();
    expect((await serverCall(publishDuePatchNotes, suite.db, new Date(due.getTime() - 1000))).published).not.toContain(id);
    expect(await note(id)).toMatchObject({ status: 'draft' });

    const runAt = new Date(due.getTime() + 1000);
    const runs = await Promise.all([serverCall(publishDuePatchNotes, suite.db, runAt), serverCall(publishDuePatchNotes, suite.db, runAt)]);
    expect(runs.flatMap((run) => run.published).filter((published) => published === id)).toHaveLength(1);
    const published = await note(id);
    expect(published).toMatchObject({ status: 'published', publishAt: null });
    expectWrittenAsContract(patchNoteDocument, published);
    expect((published?.['publishedAt'] as Timestamp).toMillis()).toBe(runAt.getTime());
    expect(await audience(id, title)).toEqual(expectedAudience);

    expect((await serverCall(publishDuePatchNotes, suite.db, runAt)).published).not.toContain(id);
    expect(await audience(id, title)).toEqual(expectedAudience);
  });

  it('unschedules, rather than publishes, a due note whose body was emptied meanwhile', async () => {
    const { id, title, due } = await scheduled();
    await suite.db.doc(`patchNotes/${id}`).update({ bodyHtml: '<p> </p>' });
    const run = await serverCall(publishDuePatchNotes, suite.db, new Date(due.getTime() + 1000));
    expect(run.unscheduled).toContain(id);
    expect(run.published).not.toContain(id);
    expect(await note(id)).toMatchObject({ status: 'draft', publishAt: null, publishedAt: null });
    expect(await audience(id, title)).toEqual({ byDefault: nobody, mailOnly: nobody, quiet: nobody, disabled: nobody, ofSuspended: nobody });
  });

  it('leaves a note unscheduled before its time alone', async () => {
    const { id, due } = await scheduled();
    await call('unpublishPatchNote', { patchNoteId: id });
    const run = await serverCall(publishDuePatchNotes, suite.db, new Date(due.getTime() + 1000));
    expect([...run.published, ...run.unscheduled]).not.toContain(id);
    expect(await note(id)).toMatchObject({ status: 'draft', publishAt: null, publishedAt: null });
  });
});

describe('preview snapshots', () => {
  /** A snapshot as the editor stores it (the rules' shape), made at `createdAt`. */
  async function preview(noteId: string, createdAt: Date) {
    const ref = suite.db.collection(`patchNotes/${noteId}/previews`).doc();
    await ref.set({
      title: `プレビュー ${runId}`, bodyHtml: '<p>保存前</p>', labels: ['fix'], createdBy: 'demo-sysadmin',
      createdAt: Timestamp.fromDate(createdAt),
    });
    return ref;
  }
  const exists = async (ref: { get: () => Promise<{ exists: boolean }> }) => (await ref.get()).exists;

  it('deletes, once a day has passed, the previews of saved notes and of unsaved ones (new), and nothing else', async () => {
    const now = new Date();
    const aDayAgo = new Date(now.getTime() - PREVIEW_KEPT_MS);
    const { id } = await draft();
    const stale = [await preview(id, new Date(aDayAgo.getTime() - 1000)), await preview('new', new Date(aDayAgo.getTime() - 60_000))];
    const kept = [await preview(id, aDayAgo), await preview(id, new Date(now.getTime() - 3600_000)), await preview('new', now)];
    // Another collection named previews is not the release notes' business.
    const elsewhere = suite.db.doc(`notPatchNotes/${runId}/previews/old`);
    await elsewhere.set({ createdAt: Timestamp.fromDate(new Date(aDayAgo.getTime() - 1000)) });

    expect(await serverCall(deleteStalePreviews, suite.db, now)).toBeGreaterThanOrEqual(stale.length);
    for (const ref of stale) expect(await exists(ref)).toBe(false);
    for (const ref of kept) expect(await exists(ref)).toBe(true);
    expect(await exists(elsewhere)).toBe(true);
    expect(await exists(suite.db.doc(`patchNotes/${id}`))).toBe(true);

    // A day later by the clock given, the rest go too.
    await serverCall(deleteStalePreviews, suite.db, new Date(now.getTime() + PREVIEW_KEPT_MS + 1000));
    for (const ref of kept) expect(await exists(ref)).toBe(false);
    await elsewhere.delete();
  });

  it("go with their draft when a system admin deletes it, leaving other notes' previews", async () => {
    const { id } = await draft();
    const other = await draft();
    const now = new Date();
    const own = [await preview(id, now), await preview(id, now)];
    const others = await preview(other.id, now);

    await signInByEmailLink(auth(), SYSADMIN);
    await deleteDoc(doc(suite.client.db, 'patchNotes', id));
    expect(await exists(suite.db.doc(`patchNotes/${id}`))).toBe(false);

    // A trigger clears them after the delete returns; wait for it (60 s at most).
    const previews = suite.db.collection(`patchNotes/${id}/previews`);
    const until = Date.now() + 60_000;
    while ((await previews.get()).size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
    for (const ref of own) expect(await exists(ref)).toBe(false);
    expect(await exists(others)).toBe(true);
  });
});
