import { getFirestore, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { adminApp } from '../admin';
import { callable } from '../platform/callable';
import { requireMember, type Caller } from '../platform/caller';
import { refuse } from '../platform/errors';
import { docId, requestId } from '../platform/input';
import { onceForRequest } from '../platform/requestOnce';
import { notifyTenantUsers } from '../notifications/notify';
import { postNewInquiry, postStatusChange, postWebReply } from '../slack/inquiryThreads';
import { activeAdminUids, callerName } from '../tenants/records';
import { attachmentList, verifyAttachments } from './attachments';
import { newInquiryNotice, replyNotice, statusNotice } from './inquiryNotices';
import { messageRecord, newInquiryRecord, updateAfterMessage, updateForAssignee, updateForStatus } from './inquiryRecords';
import { changeStatus, INQUIRY_STATUSES, statusAfterMessage, type InquiryStatus, type StatusDecision } from './inquiryStatus';

const db = () => getFirestore(adminApp());
const inquiryStatus = z.enum(INQUIRY_STATUSES);
const messageBody = z.string().trim().min(1).max(10000);
const inquiryPath = (tenantId: string, inquiryId: string) => `tenants/${tenantId}/inquiries/${inquiryId}`;

function decided(decision: StatusDecision): InquiryStatus {
  if (!decision.ok) throw refuse('failed-precondition', decision.reason);
  return decision.status;
}

/** The inquiry, if the caller may see it: its requester or a tenant admin. */
function requireVisible(inquiry: DocumentSnapshot, caller: Caller, isTenantAdmin: boolean) {
  if (!inquiry.exists) throw refuse('not-found', '指定された問い合わせが見つかりません。');
  const requesterUid = String(inquiry.get('requesterUid'));
  if (!isTenantAdmin && requesterUid !== caller.uid) throw refuse('permission-denied', '権限がありません。');
  return { requesterUid, status: inquiry.get('status') as InquiryStatus, number: Number(inquiry.get('number')) };
}

export const createInquiryInput = z.strictObject({
  requestId,
  tenantId: docId,
  /** Made by the client, so attachments can be uploaded under it before the inquiry exists. */
  inquiryId: docId,
  title: z.string().trim().min(1).max(100),
  body: messageBody,
  categoryId: docId.nullable(),
  attachments: attachmentList,
});

/** A member files an inquiry; its number comes from the tenant's counter in the same transaction. */
export const createInquiry = callable('createInquiry', createInquiryInput, async (input, caller) => {
  await requireMember(db(), caller, input.tenantId);
  return onceForRequest(db(), caller.uid, input.requestId, 'createInquiry', async () => {
    const attachments = await verifyAttachments(input.tenantId, input.inquiryId, caller.uid, input.attachments);
    const name = await callerName(db(), input.tenantId, caller);
    const store = db();
    const ref = store.doc(inquiryPath(input.tenantId, input.inquiryId));
    const counter = store.doc(`tenants/${input.tenantId}/counters/inquiries`);
    const number = await store.runTransaction(async (tx) => {
      const [existing, count, category] = await Promise.all([
        tx.get(ref),
        tx.get(counter),
        input.categoryId ? tx.get(store.doc(`tenants/${input.tenantId}/categories/${input.categoryId}`)) : null,
      ]);
      if (existing.exists) throw refuse('already-exists', 'この問い合わせはすでに送信されています。');
      if (category && !category.exists) throw refuse('invalid-argument', '指定されたユーザーカテゴリが見つかりません。');
      const next = ((count.get('last') as number | undefined) ?? 0) + 1;
      const now = Timestamp.now();
      tx.set(counter, { last: next });
      const { title, body, categoryId } = input;
      tx.create(ref, newInquiryRecord({ number: next, title, body, categoryId, requesterUid: caller.uid, requesterName: name }, now));
      tx.create(
        ref.collection('messages').doc(),
        messageRecord({ body, authorUid: caller.uid, authorName: name, internal: false, attachments }, now),
      );
      return next;
    });
    const notice = newInquiryNotice({ tenantId: input.tenantId, inquiryId: input.inquiryId, number }, input.title, name);
    await notifyTenantUsers(store, input.tenantId, await activeAdminUids(store, input.tenantId), caller.uid, notice);
    await postNewInquiry(store, input.tenantId, input.inquiryId);
    return { inquiryId: input.inquiryId, number };
  });
});

export const postInquiryMessageInput = z.strictObject({
  requestId,
  tenantId: docId,
  inquiryId: docId,
  body: messageBody,
  /** Tenant admins only: a note the requester never sees. */
  internal: z.boolean(),
  /** Tenant admins only: the status to leave the inquiry in (else the automatic move). */
  status: inquiryStatus.optional(),
  attachments: attachmentList,
});

/** A reply in the thread, or (tenant admins) an internal note; moves the status per DESIGN.md 5.2. */
export const postInquiryMessage = callable('postInquiryMessage', postInquiryMessageInput, async (input, caller) => {
  const { isTenantAdmin } = await requireMember(db(), caller, input.tenantId);
  if (!isTenantAdmin && (input.internal || input.status)) {
    throw refuse('permission-denied', '社内メモとステータスの指定はテナント管理者だけが使えます。');
  }
  return onceForRequest(db(), caller.uid, input.requestId, 'postInquiryMessage', async () => {
    const store = db();
    const attachments = await verifyAttachments(input.tenantId, input.inquiryId, caller.uid, input.attachments);
    const name = await callerName(store, input.tenantId, caller);
    const ref = store.doc(inquiryPath(input.tenantId, input.inquiryId));
    const outcome = await store.runTransaction(async (tx) => {
      const inquiry = requireVisible(await tx.get(ref), caller, isTenantAdmin);
      const by: 'requester' | 'admin' = inquiry.requesterUid === caller.uid ? 'requester' : 'admin';
      const status = decided(statusAfterMessage(inquiry.status, by, input.internal, input.status));
      const now = Timestamp.now();
      const message = ref.collection('messages').doc();
      tx.create(
        message,
        messageRecord({ body: input.body, authorUid: caller.uid, authorName: name, internal: input.internal, attachments }, now),
      );
      tx.update(ref, updateAfterMessage(inquiry.status, status, input.internal, now));
      return { ...inquiry, by, newStatus: status, messageId: message.id };
    });
    if (!input.internal) {
      const notice = replyNotice({ tenantId: input.tenantId, inquiryId: input.inquiryId, number: outcome.number }, outcome.by, name);
      const recipients = outcome.by === 'requester' ? await activeAdminUids(store, input.tenantId) : [outcome.requesterUid];
      await notifyTenantUsers(store, input.tenantId, recipients, caller.uid, notice);
      await postWebReply(store, input.tenantId, input.inquiryId, { authorName: name, body: input.body, attachments: attachments.length });
    }
    if (outcome.newStatus !== outcome.status) {
      await postStatusChange(store, input.tenantId, input.inquiryId, { from: outcome.status, to: outcome.newStatus, by: name });
    }
    return { messageId: outcome.messageId, status: outcome.newStatus };
  });
});

export const changeInquiryStatusInput = z.strictObject({
  requestId,
  tenantId: docId,
  inquiryId: docId,
  status: inquiryStatus,
});

/** Tenant admins set any status; the requester may mark their own inquiry resolved. */
export const changeInquiryStatus = callable('changeInquiryStatus', changeInquiryStatusInput, async (input, caller) => {
  const { isTenantAdmin } = await requireMember(db(), caller, input.tenantId);
  const store = db();
  const ref = store.doc(inquiryPath(input.tenantId, input.inquiryId));
  const outcome = await store.runTransaction(async (tx) => {
    const inquiry = requireVisible(await tx.get(ref), caller, isTenantAdmin);
    const by = inquiry.requesterUid === caller.uid && !isTenantAdmin ? 'requester' : 'admin';
    const status = decided(changeStatus(inquiry.status, input.status, by));
    if (status === inquiry.status) return { ...inquiry, changed: false };
    tx.update(ref, updateForStatus(status, Timestamp.now()));
    return { ...inquiry, changed: true };
  });
  if (outcome.changed) {
    const notice = statusNotice({ tenantId: input.tenantId, inquiryId: input.inquiryId, number: outcome.number }, outcome.status, input.status);
    await notifyTenantUsers(store, input.tenantId, [outcome.requesterUid], caller.uid, notice);
    const by = await callerName(store, input.tenantId, caller);
    await postStatusChange(store, input.tenantId, input.inquiryId, { from: outcome.status, to: input.status, by });
  }
  return { inquiryId: input.inquiryId, status: input.status };
});

export const assignInquiryInput = z.strictObject({
  requestId,
  tenantId: docId,
  inquiryId: docId,
  /** A tenant admin of the tenant, or null to unassign. */
  assigneeUid: docId.nullable(),
});

/** Tenant admins assign an inquiry to one of the tenant's admins. */
export const assignInquiry = callable('assignInquiry', assignInquiryInput, async (input, caller) => {
  const { isTenantAdmin } = await requireMember(db(), caller, input.tenantId);
  if (!isTenantAdmin) throw refuse('permission-denied', '権限がありません。');
  const store = db();
  if (input.assigneeUid && !(await activeAdminUids(store, input.tenantId)).includes(input.assigneeUid)) {
    throw refuse('invalid-argument', '担当者にはこのテナントの管理者を指定してください。');
  }
  const ref = store.doc(inquiryPath(input.tenantId, input.inquiryId));
  await store.runTransaction(async (tx) => {
    const inquiry = requireVisible(await tx.get(ref), caller, true);
    if (inquiry.status === 'closed') throw refuse('failed-precondition', 'クローズ済みの問い合わせは変更できません。');
    tx.update(ref, updateForAssignee(input.assigneeUid, Timestamp.now()));
  });
  return { inquiryId: input.inquiryId, assigneeUid: input.assigneeUid };
});
