/** @jest-environment node */
// User categories through httpsCallable against the emulators, deletion with reassignment included.
import { randomUUID } from 'node:crypto';
import { signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { writtenAsContract } from '../support/storedContracts';
import { categoryDocument } from '@madoguchi/shared/contracts';

const runId = `${Date.now().toString(36)}${process.pid}`;
const suite = useCallableSuite('category-callables');

beforeEach(() => signInByEmailLink(suite.client.auth, 'admin@a.example.com'));

const create = async (name: string, extra: object = {}) =>
  ((await suite.client.call('createCategory', { requestId: randomUUID(), tenantId: 'tenant-a', name, ...extra })) as {
    categoryId: string;
  }).categoryId;

describe('user categories', () => {
  it('creates a category with its defaults, once per requestId', async () => {
    const request = { requestId: randomUUID(), tenantId: 'tenant-a', name: `経理部 ${runId}` };
    const first = await suite.client.call('createCategory', request);
    expect(await suite.client.call('createCategory', request)).toEqual(first);
    const same = await suite.db.collection('tenants/tenant-a/categories').where('name', '==', request.name).get();
    expect(same.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ name: request.name, description: '', order: 0 }),
    ]);
  });

  it('refuses a second category with the same name', async () => {
    await create(`総務部 ${runId}`);
    expect(await codeOf(create(`総務部 ${runId}`))).toBe('functions/already-exists');
  });

  it('updates name, description and order', async () => {
    const categoryId = await create(`人事部 ${runId}`);
    await suite.client.call('updateCategory', {
      requestId: randomUUID(),
      tenantId: 'tenant-a',
      categoryId,
      name: `人事・労務 ${runId}`,
      description: '採用と勤怠の問い合わせ',
      order: 3,
    });
    expect(writtenAsContract(categoryDocument, (await suite.db.doc(`tenants/tenant-a/categories/${categoryId}`).get()).data())).toMatchObject({
      name: `人事・労務 ${runId}`,
      description: '採用と勤怠の問い合わせ',
      order: 3,
    });
  });

  it('deletes a category, moving its users, FAQ entries and inquiries to another', async () => {
    const from = await create(`旧営業 ${runId}`);
    const to = await create(`新営業 ${runId}`);
    const user = suite.db.doc(`tenants/tenant-a/users/demo-user-a`);
    await user.update({ categoryIds: [from, to] });
    const faq = suite.db.collection('tenants/tenant-a/faqs').doc();
    await faq.set({ question: '経費精算の締め日は？', categoryIds: [from], status: 'published' });
    const inquiry = suite.db.collection('tenants/tenant-a/inquiries').doc();
    await inquiry.set({ title: '見積書の書式', categoryId: from, status: 'new' });

    const result = await suite.client.call('deleteCategory', { requestId: randomUUID(), tenantId: 'tenant-a', categoryId: from, reassignTo: to });
    expect(result).toEqual({ categoryId: from, moved: 3, faqsDrafted: 0 });
    expect((await suite.db.doc(`tenants/tenant-a/categories/${from}`).get()).exists).toBe(false);
    expect((await user.get()).get('categoryIds')).toEqual([to]);
    expect((await faq.get()).get('categoryIds')).toEqual([to]);
    expect((await inquiry.get()).get('categoryId')).toBe(to);
    await user.update({ categoryIds: [] });
  });

  it('deletes a category leaving its members without one when asked', async () => {
    const categoryId = await create(`一時 ${runId}`);
    const user = suite.db.doc(`tenants/tenant-a/users/demo-user-a`);
    await user.update({ categoryIds: [categoryId] });
    await suite.client.call('deleteCategory', { requestId: randomUUID(), tenantId: 'tenant-a', categoryId, reassignTo: null });
    expect((await user.get()).get('categoryIds')).toEqual([]);
  });

  it('never opens an entry restricted to the deleted category to everyone: it goes back to the drafts, the index follows', async () => {
    const doomed = await create(`廃止部署 ${runId}`);
    const other = await create(`存続部署 ${runId}`);
    const saveFaq = async (question: string, categoryIds: string[]) =>
      ((await suite.client.call('saveFaq', {
        requestId: randomUUID(), tenantId: 'tenant-a', faqId: null, question, answerHtml: '<p>社内限定の手順です。</p>', categoryIds, tags: [], aliases: [], status: 'published',
      })) as { faqId: string }).faqId;
    const restricted = await saveFaq(`廃止部署だけの手順 ${runId}`, [doomed]);
    const shared = await saveFaq(`二部署の手順 ${runId}`, [doomed, other]);
    const indexed = async (audience: string) =>
      (await suite.db.collection('tenants/tenant-a/faqIndex').where('audience', '==', audience).get()).docs.flatMap((doc) =>
        (doc.get('entries') as Array<{ id: string }>).map((entry) => entry.id),
      );
    expect(await indexed(doomed)).toEqual(expect.arrayContaining([restricted, shared]));

    const result = await suite.client.call('deleteCategory', { requestId: randomUUID(), tenantId: 'tenant-a', categoryId: doomed, reassignTo: null });
    expect(result).toEqual({ categoryId: doomed, moved: 2, faqsDrafted: 1 });

    expect((await suite.db.doc(`tenants/tenant-a/faqs/${restricted}`).get()).data()).toMatchObject({ status: 'draft', categoryIds: [], audiences: ['everyone'] });
    expect((await suite.db.doc(`tenants/tenant-a/faqs/${shared}`).get()).data()).toMatchObject({ status: 'published', categoryIds: [other], audiences: [other] });
    expect((await suite.db.collection('tenants/tenant-a/faqIndex').where('audience', '==', doomed).get()).size).toBe(0);
    expect(await indexed('everyone')).not.toContain(restricted);
    expect(await indexed(other)).toContain(shared);
    // A member of no category still cannot read it.
    await signOut(suite.client.auth);
    await signInByEmailLink(suite.client.auth, 'user@a.example.com');
    await expect(getDoc(doc(suite.client.db, `tenants/tenant-a/faqs/${restricted}`))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('refuses to reassign to the category being deleted or to an unknown one', async () => {
    const categoryId = await create(`残す ${runId}`);
    const attempt = (reassignTo: string) =>
      codeOf(suite.client.call('deleteCategory', { requestId: randomUUID(), tenantId: 'tenant-a', categoryId, reassignTo }));
    expect(await attempt(categoryId)).toBe('functions/invalid-argument');
    expect(await attempt('no-such-category')).toBe('functions/not-found');
    expect((await suite.db.doc(`tenants/tenant-a/categories/${categoryId}`).get()).exists).toBe(true);
  });

  it("refuses a tenant admin of A working on B's categories", async () => {
    expect(
      await codeOf(suite.client.call('createCategory', { requestId: randomUUID(), tenantId: 'tenant-b', name: `越境 ${runId}` })),
    ).toBe('functions/permission-denied');
    expect((await suite.db.collection('tenants/tenant-b/categories').where('name', '==', `越境 ${runId}`).get()).size).toBe(0);
  });
});
