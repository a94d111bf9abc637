import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import { refuse } from '../platform/errors';
import { onceForRequest } from '../platform/requestOnce';
import { callerName } from '../tenants/records';
import { cannedReplyChange, cannedReplyRecord } from './cannedReplyRecord';

const db = () => getFirestore(adminApp());
const NOT_FOUND = '指定された定型文が見つかりません。削除された可能性があります。';
const CATEGORY_MISSING = '選択したユーザーカテゴリが見つかりません。削除された可能性があります。選び直してから保存してください。';
const { perTenant } = contracts.CANNED_REPLY_LIMITS;
const TOO_MANY = `定型文は${perTenant}件まで登録できます。使わなくなった定型文を削除してから登録してください。`;

/**
 * Tenant admins create (cannedReplyId null) and edit canned replies. The category must be one of the
 * tenant's; a new one must fit under the cap, counted in the same transaction as the write.
 */
export const saveCannedReply = implement(contracts.saveCannedReply, async (input, caller) =>
  onceForRequest(db(), caller.uid, input.requestId, 'saveCannedReply', async () => {
    const store = db();
    const { tenantId, cannedReplyId, categoryId } = input;
    const replies = store.collection(`tenants/${tenantId}/cannedReplies`);
    const ref = cannedReplyId ? replies.doc(cannedReplyId) : replies.doc();
    const editor = { uid: caller.uid, name: await callerName(store, tenantId, caller) };
    await store.runTransaction(async (tx) => {
      const [existing, category, count] = await Promise.all([
        cannedReplyId ? tx.get(ref) : null,
        categoryId ? tx.get(store.doc(`tenants/${tenantId}/categories/${categoryId}`)) : null,
        cannedReplyId ? null : tx.get(replies.count()),
      ]);
      if (existing && !existing.exists) throw refuse('not-found', NOT_FOUND);
      if (category && !category.exists) throw refuse('invalid-argument', CATEGORY_MISSING);
      if (count && count.data().count >= perTenant) throw refuse('failed-precondition', TOO_MANY);
      const now = Timestamp.now();
      if (existing) tx.update(ref, cannedReplyChange(input, editor, now));
      else tx.create(ref, cannedReplyRecord(input, editor, now));
    });
    return { cannedReplyId: ref.id };
  }),
);

/** Tenant admins delete a canned reply; a retried call answers as the first did. */
export const deleteCannedReply = implement(contracts.deleteCannedReply, async (input, caller) =>
  onceForRequest(db(), caller.uid, input.requestId, 'deleteCannedReply', async () => {
    const ref = db().doc(`tenants/${input.tenantId}/cannedReplies/${input.cannedReplyId}`);
    if (!(await ref.get()).exists) throw refuse('not-found', NOT_FOUND);
    await ref.delete();
    return { cannedReplyId: input.cannedReplyId };
  }),
);
