/** @jest-environment node */
// The digests of functions/src/digests against the emulators: every way of changing the categories or
// the release notes leaves the digest as the collection now stands (the seed, the category callables,
// a direct write as from the console or the Slack settings, 30 writes at once, publishing and
// unpublishing); and firestore.rules lets only who may read the collection read its digest, through
// the SDK and over raw REST with real tokens, and no one write it. What a page reads of them is in
// digestReads.int.test.ts.
import { randomUUID } from 'node:crypto';
import { signOut } from 'firebase/auth';
import { deleteDoc, doc, getDoc, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { categoryDigestDocument, patchNoteDigestDocument } from '@madoguchi/shared/contracts';
import { writtenAsContract } from '../support/storedContracts';
import { PATCH_NOTE_DIGEST_SIZE, categoryDigestOf } from '../../shared/src/contracts/digests';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { readWithToken, writeWithToken } from '../support/rawRest';

const runId = `${Date.now().toString(36)}${process.pid}`;
const suite = useCallableSuite('digests');
const auth = () => suite.client.auth;
const call = (name: string, data: object) => suite.client.call(name, { requestId: randomUUID(), ...data });

beforeAll(() => setLogLevel('error'));

/** Polls until `actual` equals `expected` (the triggers run after the write), then asserts it. */
async function settled(actual: () => Promise<unknown>, expected: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [now, wanted] = await Promise.all([actual(), expected()]);
    if (JSON.stringify(now) === JSON.stringify(wanted) || Date.now() > deadline) {
      expect(now).toEqual(wanted);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const categoryDigest = async (tenantId: string) => writtenAsContract(categoryDigestDocument, (await suite.db.doc(`tenants/${tenantId}/digests/categories`).get()).data());
/** The digest the tenant's categories make as they stand now. */
async function categoriesNow(tenantId: string) {
  const categories = await suite.db.collection(`tenants/${tenantId}/categories`).get();
  return categoryDigestOf(categories.docs.map((category) => ({ id: category.id, data: category.data() })));
}
const categoriesSettled = (tenantId: string) =>
  settled(async () => {
    const digest = await categoryDigest(tenantId);
    return digest && { complete: digest['complete'], categories: digest['categories'] };
  }, () => categoriesNow(tenantId));
const names = async (tenantId: string) => ((await categoryDigest(tenantId))?.['categories'] as { name: string }[]).map((entry) => entry.name);

const millis = (times: unknown) => (times as Timestamp[]).map((time) => time.toMillis());
/** The publication times of the newest published notes as they stand now. */
async function publishedNow() {
  const newest = await suite.db.collection('patchNotes').where('status', '==', 'published').orderBy('publishedAt', 'desc').limit(PATCH_NOTE_DIGEST_SIZE).get();
  return { complete: true, publishedAt: millis(newest.docs.map((note) => note.get('publishedAt'))) };
}
const notesSettled = () =>
  settled(async () => {
    const digest = writtenAsContract(patchNoteDigestDocument, (await suite.db.doc('digests/patchNotes').get()).data());
    return digest && { complete: digest['complete'], publishedAt: millis(digest['publishedAt']) };
  }, publishedNow);

describe('the categories digest', () => {
  it('is written by the seed for each demo tenant, in display order', async () => {
    await categoriesSettled('tenant-a');
    await categoriesSettled('tenant-b');
    expect((await categoryDigest('tenant-a'))?.['complete']).toBe(true);
    expect((await names('tenant-a')).length).toBeGreaterThan(1);
  });

  it('follows the category callables: a new category, a rename and a new order, a deletion', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const { categoryId } = (await call('createCategory', { tenantId: 'tenant-a', name: `物流 ${runId}`, order: 99 })) as { categoryId: string };
    await categoriesSettled('tenant-a');
    expect((await names('tenant-a')).at(-1)).toBe(`物流 ${runId}`);

    await call('updateCategory', { tenantId: 'tenant-a', categoryId, name: `物流・倉庫 ${runId}`, order: 0 });
    await categoriesSettled('tenant-a');
    expect(await names('tenant-a')).toContain(`物流・倉庫 ${runId}`);

    await call('deleteCategory', { tenantId: 'tenant-a', categoryId, reassignTo: null });
    await categoriesSettled('tenant-a');
    expect((await names('tenant-a')).some((name) => name.includes(runId))).toBe(false);
  });

  it('follows any other write, as from the console or the Slack settings, and ends right after 30 at once', async () => {
    const tenantId = `digest-${runId}`;
    const now = Timestamp.now();
    const category = (i: number): DocumentData => ({ name: `部署${i}`, description: '', order: i % 7, createdAt: now, updatedAt: now });
    await Promise.all(Array.from({ length: 30 }, (_, i) => suite.db.doc(`tenants/${tenantId}/categories/c${i}`).set(category(i))));
    await categoriesSettled(tenantId);
    expect(await names(tenantId)).toHaveLength(30);

    await suite.db.doc(`tenants/${tenantId}/categories/c3`).update({ slackChannelId: 'C0123', slackChannelName: 'keiri' });
    await Promise.all(Array.from({ length: 10 }, (_, i) => suite.db.doc(`tenants/${tenantId}/categories/c${i + 20}`).delete()));
    await categoriesSettled(tenantId);
    const digest = await categoryDigest(tenantId);
    expect(digest?.['categories']).toHaveLength(20);
    expect((digest?.['categories'] as { id: string }[]).find((entry) => entry.id === 'c3')).toMatchObject({ slackChannelId: 'C0123', slackChannelName: 'keiri' });
  });
});

describe('the release notes digest', () => {
  it('dates the newest published notes as publishing and unpublishing change them', async () => {
    await notesSettled();
    const now = Timestamp.now();
    const ref = suite.db.collection('patchNotes').doc();
    await ref.set({
      title: `ダイジェストの確認 ${runId}`, bodyHtml: '<p>本文です。</p>', labels: ['improvement'], status: 'draft',
      publishAt: null, publishedAt: null, authorUid: 'demo-sysadmin', createdAt: now, updatedAt: now,
    });
    await signInByEmailLink(auth(), 'sysadmin@example.com');
    const { publishedAt } = (await call('publishPatchNote', { patchNoteId: ref.id })) as { publishedAt: string };
    await notesSettled();
    expect(millis((await suite.db.doc('digests/patchNotes').get()).get('publishedAt'))[0]).toBe(Date.parse(publishedAt));

    await call('unpublishPatchNote', { patchNoteId: ref.id });
    await notesSettled();
    expect(millis((await suite.db.doc('digests/patchNotes').get()).get('publishedAt'))).not.toContain(Date.parse(publishedAt));
    await ref.delete();
  });
});

describe('who reads and writes the digests', () => {
  const categoriesOf = (tenantId: string) => doc(suite.client.db, 'tenants', tenantId, 'digests', 'categories');
  const notes = () => doc(suite.client.db, 'digests', 'patchNotes');

  it("lets a tenant's members read its categories digest, and everyone signed in the release notes digest", async () => {
    await signInByEmailLink(auth(), 'user@a.example.com');
    expect((await getDoc(categoriesOf('tenant-a'))).get('complete')).toBe(true);
    expect((await getDoc(notes())).get('complete')).toBe(true);
    await signInByEmailLink(auth(), 'notenant@example.com');
    expect((await getDoc(notes())).get('complete')).toBe(true);
  });

  it("refuses another tenant's digest, a signed-out visitor and any other digest id", async () => {
    await signInByEmailLink(auth(), 'user@b.example.com');
    expect(await codeOf(getDoc(categoriesOf('tenant-a')))).toBe('permission-denied');
    expect(await codeOf(getDoc(doc(suite.client.db, 'tenants', 'tenant-b', 'digests', 'other')))).toBe('permission-denied');
    expect(await codeOf(getDoc(doc(suite.client.db, 'digests', 'categories')))).toBe('permission-denied');
    await signOut(auth());
    expect(await codeOf(getDoc(notes()))).toBe('permission-denied');
    expect(await codeOf(getDoc(categoriesOf('tenant-a')))).toBe('permission-denied');
  });

  it.each([
    ['a tenant admin', 'admin@a.example.com'],
    ['a system admin', 'sysadmin@example.com'],
  ])('refuses every write by %s', async (_who, email) => {
    await signInByEmailLink(auth(), email);
    const forged = { complete: true, categories: [{ id: 'x', name: '偽物', description: '', order: 0, slackChannelId: null, slackChannelName: null }] };
    expect(await codeOf(setDoc(categoriesOf('tenant-a'), forged))).toBe('permission-denied');
    expect(await codeOf(updateDoc(categoriesOf('tenant-a'), { complete: false }))).toBe('permission-denied');
    expect(await codeOf(deleteDoc(categoriesOf('tenant-a')))).toBe('permission-denied');
    expect(await codeOf(setDoc(notes(), { complete: true, publishedAt: [new Date()] }))).toBe('permission-denied');
    expect(await codeOf(deleteDoc(notes()))).toBe('permission-denied');
    await categoriesSettled('tenant-a');
  });

  it('answers raw REST with real tokens as the rules say, whatever the id', async () => {
    const member = await (await signInByEmailLink(auth(), 'user@a.example.com')).getIdToken();
    const other = await (await signInByEmailLink(auth(), 'user@b.example.com')).getIdToken();
    expect(await readWithToken('tenants/tenant-a/digests/categories', member)).toBe(200);
    expect(await readWithToken('tenants/tenant-a/digests/categories', other)).toBe(403);
    expect(await readWithToken('digests/patchNotes', other)).toBe(200);
    for (const id of ['categories|x', '<categories>', 'categories\r\nX', 'patchNotes']) {
      expect([id, await readWithToken(`tenants/tenant-a/digests/${encodeURIComponent(id)}`, member)]).toEqual([id, 403]);
    }
    const fields = { complete: { booleanValue: false } };
    expect(await writeWithToken('tenants/tenant-a/digests/categories', fields, member)).toBe(403);
    expect(await writeWithToken('digests/patchNotes', fields, member)).toBe(403);
    expect((await categoryDigest('tenant-a'))?.['complete']).toBe(true);
  });
});
