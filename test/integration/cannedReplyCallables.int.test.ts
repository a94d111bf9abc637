/** @jest-environment node */
// Canned replies (定型文) through httpsCallable against the emulators: saved and deleted by the tenant's
// admins only, checked by the contract's schema (placeholders included), capped per tenant, and moved
// with their category when it is deleted.
import { randomUUID } from 'node:crypto';
import { CANNED_REPLY_LIMITS, cannedReplyDocument } from '@madoguchi/shared/contracts';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { expectWrittenAsContract } from '../support/storedContracts';

const suite = useCallableSuite('canned-reply-callables');
const runId = `${Date.now().toString(36)}${process.pid}`;
const CATEGORY = `canned-cat-${runId}`;
const replyDoc = (cannedReplyId: string, tenantId = 'tenant-a') => suite.db.doc(`tenants/${tenantId}/cannedReplies/${cannedReplyId}`);
const count = async (tenantId = 'tenant-a') => (await suite.db.collection(`tenants/${tenantId}/cannedReplies`).count().get()).data().count;

beforeAll(async () => {
  await suite.db.doc(`tenants/tenant-a/categories/${CATEGORY}`).set({ name: `定型文用 ${runId}`, description: '', order: 9 });
});

function request(fields: object = {}) {
  return {
    requestId: randomUUID(),
    tenantId: 'tenant-a',
    cannedReplyId: null,
    title: `受付のご連絡 ${runId}`,
    body: '{{requesterName}} さん\n#{{ number }} を受け付けました。',
    categoryId: null,
    ...fields,
  };
}

const save = async (fields: object = {}) => ((await suite.client.call('saveCannedReply', request(fields))) as { cannedReplyId: string }).cannedReplyId;
const remove = (cannedReplyId: string, requestId: string = randomUUID()) =>
  suite.client.call('deleteCannedReply', { requestId, tenantId: 'tenant-a', cannedReplyId });

describe('saving and deleting', () => {
  beforeEach(() => signInByEmailLink(suite.client.auth, 'admin@a.example.com'));

  it('creates a canned reply with who saved it, once per requestId', async () => {
    const first = request({ categoryId: CATEGORY });
    const before = await count();
    const { cannedReplyId } = (await suite.client.call('saveCannedReply', first)) as { cannedReplyId: string };
    expect(await suite.client.call('saveCannedReply', first)).toEqual({ cannedReplyId });
    expect(await count()).toBe(before + 1);
    const stored = (await replyDoc(cannedReplyId).get()).data();
    expect(stored).toEqual({
      title: first.title,
      // Stored as typed: filled only when inserted into a reply.
      body: '{{requesterName}} さん\n#{{ number }} を受け付けました。',
      categoryId: CATEGORY,
      updatedBy: 'demo-admin-a',
      updatedByName: '佐藤 花子',
      createdAt: expect.anything(),
      updatedAt: expect.anything(),
    });
    expect(stored?.['updatedAt']).toEqual(stored?.['createdAt']);
    expectWrittenAsContract(cannedReplyDocument, stored);
  });

  it('edits title, body and category, keeping when it was created', async () => {
    const cannedReplyId = await save({ categoryId: CATEGORY });
    const created = (await replyDoc(cannedReplyId).get()).get('createdAt');
    await save({ cannedReplyId, title: `完了のご連絡 ${runId}`, body: '{{adminName}}です。対応が完了しました。', categoryId: null });
    const stored = await replyDoc(cannedReplyId).get();
    expect(stored.data()).toMatchObject({ title: `完了のご連絡 ${runId}`, body: '{{adminName}}です。対応が完了しました。', categoryId: null });
    expect(stored.get('createdAt')).toEqual(created);
    expectWrittenAsContract(cannedReplyDocument, stored.data());
    expect(stored.get('updatedAt').toMillis()).toBeGreaterThan(created.toMillis());
  });

  it('deletes one, answers a retry as the first call, and a new call for it with not-found', async () => {
    const cannedReplyId = await save();
    const requestId = randomUUID();
    expect(await remove(cannedReplyId, requestId)).toEqual({ cannedReplyId });
    expect(await remove(cannedReplyId, requestId)).toEqual({ cannedReplyId });
    expect((await replyDoc(cannedReplyId).get()).exists).toBe(false);
    expect(await codeOf(remove(cannedReplyId))).toBe('functions/not-found');
  });

  it('refuses to edit one that is not there, and a category the tenant does not have', async () => {
    const before = await count();
    expect(await codeOf(save({ cannedReplyId: `missing-${runId}` }))).toBe('functions/not-found');
    await expect(save({ categoryId: 'no-such-category' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: expect.stringContaining('選択したユーザーカテゴリが見つかりません'),
    });
    // tenant-b's categories are not tenant-a's.
    const other = `canned-cat-b-${runId}`;
    await suite.db.doc(`tenants/tenant-b/categories/${other}`).set({ name: '別テナント', description: '', order: 1 });
    expect(await codeOf(save({ categoryId: other }))).toBe('functions/invalid-argument');
    expect(await count()).toBe(before);
    expect((await replyDoc(`missing-${runId}`).get()).exists).toBe(false);
  });

  it('refuses an unknown placeholder, naming it, so a typo never reaches a requester', async () => {
    await expect(save({ body: '{{requestName}} さん、#{{number}} の件です。' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: expect.stringContaining('本文の{{requestName}}は使用できない差し込み項目です。'),
    });
    expect(await codeOf(save({ body: '{{requesterName} さん' }))).toBe('functions/invalid-argument');
  });

  it('refuses bad input, writing nothing', async () => {
    const cannedReplyId = await save();
    const before = await count();
    for (const bad of [
      { title: '一行目\r\n二行目' },
      { title: '一行目\n二行目' },
      { title: 'あ'.repeat(CANNED_REPLY_LIMITS.title + 1) },
      { title: '   ' },
      { body: 'あ'.repeat(CANNED_REPLY_LIMITS.body + 1) },
      { body: '' },
      { body: '制御文字\u0007' },
      { categoryId: 42 },
      { categoryId: 'a|b' },
      { categoryId: '<script>' },
      { cannedReplyId: 'a/b' },
      { cannedReplyId: 'a|b' },
      { cannedReplyId: `${cannedReplyId}>` },
      { cannedReplyId: 'a<b' },
      { updatedBy: 'someone-else' },
      { createdAt: 0 },
      { requestId: 'not-a-uuid' },
    ]) {
      expect([bad, await codeOf(save(bad))]).toEqual([bad, 'functions/invalid-argument']);
    }
    for (const id of ['a/b', 'a|b', 'a<b', 'a>b', `${cannedReplyId}\r\n`]) {
      expect(await codeOf(remove(id))).toBe('functions/invalid-argument');
    }
    expect(await count()).toBe(before);
    expect((await replyDoc(cannedReplyId).get()).get('title')).toBe(`受付のご連絡 ${runId}`);
  });
});

describe('who may save and delete', () => {
  let cannedReplyId: string;
  beforeAll(async () => {
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    cannedReplyId = await save();
  });

  it.each([
    ['a user of the tenant', 'user@a.example.com'],
    ['an admin of another tenant (a user here)', 'multi@example.com'],
    ['a system admin', 'sysadmin@example.com'],
  ])('refuses %s, changing nothing', async (_, email) => {
    await signInByEmailLink(suite.client.auth, email);
    const before = await count();
    expect(await codeOf(save())).toBe('functions/permission-denied');
    expect(await codeOf(save({ cannedReplyId, title: '書き換え' }))).toBe('functions/permission-denied');
    expect(await codeOf(remove(cannedReplyId))).toBe('functions/permission-denied');
    expect(await count()).toBe(before);
    expect((await replyDoc(cannedReplyId).get()).get('title')).toBe(`受付のご連絡 ${runId}`);
  });

  it("refuses a tenant admin of A working on B's canned replies", async () => {
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    const before = await count('tenant-b');
    expect(await codeOf(save({ tenantId: 'tenant-b' }))).toBe('functions/permission-denied');
    expect(await count('tenant-b')).toBe(before);
  });

  it('refuses a signed-out caller', async () => {
    expect(await codeOf(save())).toBe('functions/unauthenticated');
  });
});

describe('the cap per tenant', () => {
  it(`refuses the ${CANNED_REPLY_LIMITS.perTenant + 1}st with failed-precondition, and still edits the ones there`, async () => {
    // tenant-b, whose admin is multi@example.com, filled up to the cap by the server's hand.
    const replies = suite.db.collection('tenants/tenant-b/cannedReplies');
    const fillers = Array.from({ length: CANNED_REPLY_LIMITS.perTenant - (await count('tenant-b')) }, (_, i) => replies.doc(`cap-${runId}-${i}`));
    const batch = suite.db.batch();
    for (const [i, ref] of fillers.entries()) batch.set(ref, { title: `定型文 ${i}`, body: '本文', categoryId: null });
    await batch.commit();
    try {
      await signInByEmailLink(suite.client.auth, 'multi@example.com');
      await expect(save({ tenantId: 'tenant-b' })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        message: `定型文は${CANNED_REPLY_LIMITS.perTenant}件まで登録できます。使わなくなった定型文を削除してから登録してください。`,
      });
      expect(await count('tenant-b')).toBe(CANNED_REPLY_LIMITS.perTenant);
      const [first] = fillers;
      await save({ tenantId: 'tenant-b', cannedReplyId: first!.id, title: '上限でも編集できます' });
      expect((await first!.get()).get('title')).toBe('上限でも編集できます');
    } finally {
      await Promise.all(fillers.map((ref) => ref.delete()));
    }
  });
});

describe('deleting their category', () => {
  it('moves canned replies with the rest, or leaves them for any inquiry', async () => {
    await signInByEmailLink(suite.client.auth, 'admin@a.example.com');
    const createCategory = async (name: string) =>
      ((await suite.client.call('createCategory', { requestId: randomUUID(), tenantId: 'tenant-a', name })) as { categoryId: string }).categoryId;
    const from = await createCategory(`旧部署 ${runId}`);
    const to = await createCategory(`新部署 ${runId}`);
    const moved = await save({ categoryId: from });
    await suite.client.call('deleteCategory', { requestId: randomUUID(), tenantId: 'tenant-a', categoryId: from, reassignTo: to });
    expect((await replyDoc(moved).get()).get('categoryId')).toBe(to);
    await suite.client.call('deleteCategory', { requestId: randomUUID(), tenantId: 'tenant-a', categoryId: to, reassignTo: null });
    expect((await replyDoc(moved).get()).get('categoryId')).toBeNull();
  });
});
