import { FieldValue, getFirestore, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import { refuse } from '../platform/errors';
import { onceForRequest } from '../platform/requestOnce';
import type { Written, WrittenUpdate } from '../platform/storedDocuments';
import { audiencesOf, rebuildFaqIndex } from '../faq/faqIndex';
import { storedFaq } from '../faq/faqRecord';

const db = () => getFirestore(adminApp());

async function requireUniqueName(store: Firestore, tenantId: string, name: string, exceptId?: string) {
  const same = await store.collection(`tenants/${tenantId}/categories`).where('name', '==', name).get();
  if (same.docs.some((doc) => doc.id !== exceptId)) {
    throw refuse('already-exists', `「${name}」という名前のユーザーカテゴリはすでにあります。`);
  }
}

async function existingCategory(store: Firestore, tenantId: string, categoryId: string) {
  const ref = store.doc(`tenants/${tenantId}/categories/${categoryId}`);
  if (!(await ref.get()).exists) throw refuse('not-found', '指定されたユーザーカテゴリが見つかりません。');
  return ref;
}

/** Tenant admin: a new user category. */
export const createCategory = implement(contracts.createCategory, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'createCategory', async () => {
    await requireUniqueName(db(), input.tenantId, input.name);
    const ref = db().collection(`tenants/${input.tenantId}/categories`).doc();
    const now = Timestamp.now();
    await ref.create({ name: input.name, description: input.description, order: input.order, createdAt: now, updatedAt: now } satisfies Written<typeof contracts.categoryDocument>);
    return { categoryId: ref.id };
  });
});

/** Tenant admin: name, description and order of a category. */
export const updateCategory = implement(contracts.updateCategory, async (input) => {
  const ref = await existingCategory(db(), input.tenantId, input.categoryId);
  if (input.name !== undefined) await requireUniqueName(db(), input.tenantId, input.name, input.categoryId);
  await ref.update({
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.order !== undefined && { order: input.order }),
    updatedAt: Timestamp.now(),
  } satisfies WrittenUpdate<typeof contracts.categoryDocument>);
  return { categoryId: input.categoryId };
});

type Update = [DocumentReference, Record<string, unknown>];

/** Firestore batches hold at most 500 writes. */
async function commitInChunks(store: Firestore, updates: Update[]) {
  for (let start = 0; start < updates.length; start += 450) {
    const batch = store.batch();
    for (const [ref, data] of updates.slice(start, start + 450)) batch.update(ref, data);
    await batch.commit();
  }
}

/**
 * Tenant admin: deletes a category, moving what referred to it (users, FAQ entries, inquiries, canned
 * replies) to another category or to none. A FAQ entry restricted to it alone is never opened to
 * everyone by that: without a category to move to, it becomes a draft (the answer says how many) for
 * the admin to give an audience again. The entries' audiences and the search index follow, so no shard
 * of the deleted category stays behind.
 */
export const deleteCategory = implement(contracts.deleteCategory, async (input, caller) => {
  if (input.reassignTo === input.categoryId) {
    throw refuse('invalid-argument', '削除するカテゴリと同じカテゴリには移せません。');
  }
  return onceForRequest(db(), caller.uid, input.requestId, 'deleteCategory', async () => {
    const store = db();
    const ref = await existingCategory(store, input.tenantId, input.categoryId);
    if (input.reassignTo) await existingCategory(store, input.tenantId, input.reassignTo);
    const tenant = `tenants/${input.tenantId}`;
    const [users, faqs, inquiries, cannedReplies] = await Promise.all([
      store.collection(`${tenant}/users`).where('categoryIds', 'array-contains', input.categoryId).get(),
      store.collection(`${tenant}/faqs`).where('categoryIds', 'array-contains', input.categoryId).get(),
      store.collection(`${tenant}/inquiries`).where('categoryId', '==', input.categoryId).get(),
      store.collection(`${tenant}/cannedReplies`).where('categoryId', '==', input.categoryId).get(),
    ]);
    const now = Timestamp.now();
    const moveInList = (ids: string[]) =>
      [...new Set(ids.map((id) => (id === input.categoryId ? input.reassignTo : id)))].filter((id): id is string => id !== null);
    const touchedAudiences = new Set<string>();
    let faqsDrafted = 0;
    const faqUpdates = faqs.docs.map((doc): Update => {
      const stored = storedFaq(doc);
      const categoryIds = moveInList(stored.categoryIds);
      for (const audience of [...stored.audiences, ...audiencesOf(categoryIds)]) touchedAudiences.add(audience);
      // It was for the deleted category's members only; with no category left it would be for everyone.
      const unpublish = categoryIds.length === 0 && stored.status === 'published';
      if (unpublish) faqsDrafted += 1;
      return [doc.ref, { categoryIds, audiences: audiencesOf(categoryIds), ...(unpublish && { status: 'draft' }), updatedAt: now }];
    });
    const updates: Update[] = [
      ...users.docs.map((doc): Update => [doc.ref, { categoryIds: moveInList(contracts.decodeDocument(contracts.tenantUserDocument, doc.data()).categoryIds), updatedAt: now }]),
      ...faqUpdates,
      ...inquiries.docs.map((doc): Update => [doc.ref, { categoryId: input.reassignTo ?? FieldValue.delete(), updatedAt: now }]),
      // Suggested for the other category's inquiries instead, or for any; not an edit, so updatedAt stays.
      ...cannedReplies.docs.map((doc): Update => [doc.ref, { categoryId: input.reassignTo }]),
    ];
    await commitInChunks(store, updates);
    await ref.delete();
    touchedAudiences.add(input.categoryId);
    await rebuildFaqIndex(store, input.tenantId, touchedAudiences);
    return { categoryId: input.categoryId, moved: updates.length, faqsDrafted };
  });
});
