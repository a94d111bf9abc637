import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import type { AttachmentRef, InputOf } from '@madoguchi/shared/contracts';
import type * as contracts from '@madoguchi/shared/contracts';
import { commitAnalytics, faqCounted, inquiryReceived, writeAnalytics } from '../analytics/analyticsWrites';
import { milestoneFactsOf, milestonesOf } from '../analytics/inquiryMilestones';
import { faqLinksFor } from '../faq/faqLinks';
import { notifyTenantUsers } from '../notifications/notify';
import { refuse } from '../platform/errors';
import { changeWhenUnchanged } from '../platform/optimistic';
import { consumeRateLimit, RATE_LIMITS } from '../platform/rateLimit';
import { postNewInquiry, postStatusChange, postWebReply } from '../slack/inquiryThreads';
import { tellRequesterInSlack } from '../slack/requesterThreads';
import { activeAdminUids } from '../tenants/records';
import { recordAttachmentVisibility, verifyAttachments } from './attachments';
import { newInquiryNotice, replyNotice, statusNotice } from './inquiryNotices';
import { messageRecord, newInquiryRecord, updateAfterMessage, updateForAssignee, updateForStatus } from './inquiryRecords';
import { changeStatus, statusAfterMessage, type InquiryStatus, type StatusDecision } from './inquiryStatus';

// What people do to inquiries, apart from how they reach us (the callables today; Slack's actions are
// to come to the same functions): the caller has checked who they are and their role in the tenant;
// these check what that role may do to this inquiry, write, and tell whoever should hear.

/** Who acts: their uid, the name shown on what they write, and their role in the tenant. */
export interface Actor {
  uid: string;
  name: string;
  isTenantAdmin: boolean;
}

type FileInput = Pick<InputOf<typeof contracts.createInquiry>, 'tenantId' | 'inquiryId' | 'title' | 'body' | 'categoryId'> & { attachments: AttachmentRef[] };
type ReplyInput = Omit<InputOf<typeof contracts.postInquiryMessage>, 'requestId'>;

const inquiryPath = (tenantId: string, inquiryId: string) => `tenants/${tenantId}/inquiries/${inquiryId}`;

function decided(decision: StatusDecision): InquiryStatus {
  if (!decision.ok) throw refuse('failed-precondition', decision.reason);
  return decision.status;
}

/** The inquiry, if the actor may see it: its requester or a tenant admin. */
function requireVisible(inquiry: DocumentSnapshot, actor: Pick<Actor, 'uid' | 'isTenantAdmin'>) {
  if (!inquiry.exists) throw refuse('not-found', '指定された問い合わせが見つかりません。');
  const requesterUid = String(inquiry.get('requesterUid'));
  if (!actor.isTenantAdmin && requesterUid !== actor.uid) throw refuse('permission-denied', '権限がありません。');
  return { requesterUid, status: inquiry.get('status') as InquiryStatus, number: Number(inquiry.get('number')) };
}

/**
 * Files an inquiry for `requester`. Its number is the tenant's counter plus one, written with the
 * inquiry and its first message in one batch that applies only if the counter is still as read, so
 * numbers stay unique and gapless however many are filed at once.
 */
export async function fileInquiry(store: Firestore, requester: Pick<Actor, 'uid' | 'name'>, input: FileInput): Promise<{ inquiryId: string; number: number }> {
  const { tenantId, inquiryId, title, body, categoryId } = input;
  if (categoryId && !(await store.doc(`tenants/${tenantId}/categories/${categoryId}`).get()).exists) {
    throw refuse('invalid-argument', '指定されたユーザーカテゴリが見つかりません。');
  }
  const attachments = await verifyAttachments(tenantId, inquiryId, requester.uid, input.attachments);
  await consumeRateLimit(store, requester.uid, RATE_LIMITS.inquiry);
  const ref = store.doc(inquiryPath(tenantId, inquiryId));
  const number = await changeWhenUnchanged(store, store.doc(`tenants/${tenantId}/counters/inquiries`), async (counter) => {
    if ((await ref.get()).exists) throw refuse('already-exists', 'この問い合わせはすでに送信されています。');
    const next = ((counter.get('last') as number | undefined) ?? 0) + 1;
    const now = Timestamp.now();
    return {
      data: { last: next },
      also: (batch) => {
        batch.create(ref, newInquiryRecord({ number: next, title, body, categoryId, requesterUid: requester.uid, requesterName: requester.name }, now));
        batch.create(ref.collection('messages').doc(), messageRecord({ body, authorUid: requester.uid, authorName: requester.name, internal: false, attachments }, now));
      },
      result: next,
    };
  });
  // Counted after the numbering, not in its batch: many inquiries filed at once race on the counter,
  // and a second busy document in that batch slowed every round (50 at once in one tenant timed out).
  await commitAnalytics(store, tenantId, [inquiryReceived(categoryId, new Date())]).catch((error: unknown) =>
    logger.warn('inquiry not counted', { tenantId, inquiryId, error: error instanceof Error ? error.message : String(error) }),
  );
  if (attachments.length) await recordAttachmentVisibility(attachments, false);
  const notice = newInquiryNotice({ tenantId, inquiryId, number }, title, requester.name);
  await notifyTenantUsers(store, tenantId, await activeAdminUids(store, tenantId), requester.uid, notice);
  await postNewInquiry(store, tenantId, inquiryId);
  return { inquiryId, number };
}

/**
 * A reply in the thread, or (tenant admins) an internal note; moves the status per DESIGN.md 5.2. The
 * message and the inquiry's move are one batch, applied only if the inquiry is still as read, so a
 * burst of replies is taken one after the other without locks, each exactly once.
 */
export async function postReply(store: Firestore, actor: Actor, input: ReplyInput): Promise<{ messageId: string; status: InquiryStatus }> {
  if (!actor.isTenantAdmin && (input.internal || input.status || input.faqIds?.length)) {
    throw refuse('permission-denied', '社内メモ、ステータスの指定、FAQの挿入はテナント管理者だけが使えます。');
  }
  const ref = store.doc(inquiryPath(input.tenantId, input.inquiryId));
  // Refused before anything is counted or written (a closed inquiry, someone else's).
  const before = requireVisible(await ref.get(), actor);
  const by: 'requester' | 'admin' = before.requesterUid === actor.uid ? 'requester' : 'admin';
  decided(statusAfterMessage(before.status, by, input.internal, input.status));
  const attachments = await verifyAttachments(input.tenantId, input.inquiryId, actor.uid, input.attachments);
  const faqs = await faqLinksFor(store, input.tenantId, input.faqIds ?? [], before.requesterUid);
  await consumeRateLimit(store, actor.uid, RATE_LIMITS.message);
  const message = ref.collection('messages').doc();
  const outcome = await changeWhenUnchanged(store, ref, (snapshot) => {
    const inquiry = requireVisible(snapshot, actor);
    const status = decided(statusAfterMessage(inquiry.status, by, input.internal, input.status));
    const now = Timestamp.now();
    const faqLinks = faqs.map((faq) => faq.link);
    const record = messageRecord({ body: input.body, authorUid: actor.uid, authorName: actor.name, internal: input.internal, attachments, faqLinks }, now);
    const milestones = milestonesOf(milestoneFactsOf(snapshot.id, snapshot.data()!), { answered: by === 'admin' && !input.internal, next: status }, now);
    // An entry sent to the requester is a use of it; one in an internal note is not (yet).
    const inserted = input.internal ? [] : faqs.map((faq) => faqCounted(faq.analytics, { inserted: 1 }, now.toDate()));
    return {
      data: { ...updateAfterMessage(inquiry.status, status, input.internal, now), ...milestones.fields },
      also: (batch) => {
        batch.create(message, record);
        writeAnalytics(store, input.tenantId, batch, [...milestones.writes, ...inserted]);
      },
      result: { ...inquiry, newStatus: status },
    };
  });
  if (attachments.length) await recordAttachmentVisibility(attachments, input.internal);
  const about = { tenantId: input.tenantId, inquiryId: input.inquiryId, number: outcome.number };
  if (!input.internal) {
    const recipients = by === 'requester' ? await activeAdminUids(store, input.tenantId) : [outcome.requesterUid];
    await notifyTenantUsers(store, input.tenantId, recipients, actor.uid, replyNotice(about, by, actor.name));
    await postWebReply(store, input.tenantId, input.inquiryId, { authorName: actor.name, body: input.body, attachments: attachments.length });
    if (by === 'admin') await tellRequesterInSlack(store, about, outcome.requesterUid, { kind: 'reply', authorName: actor.name, body: input.body, attachments: attachments.length });
  }
  if (outcome.newStatus !== outcome.status) {
    await postStatusChange(store, input.tenantId, input.inquiryId, { from: outcome.status, to: outcome.newStatus, by: actor.name });
  }
  return { messageId: message.id, status: outcome.newStatus };
}

/** Tenant admins set any status; the requester may mark their own inquiry resolved. */
export async function setInquiryStatus(store: Firestore, actor: Actor, input: { tenantId: string; inquiryId: string; status: InquiryStatus }): Promise<boolean> {
  const ref = store.doc(inquiryPath(input.tenantId, input.inquiryId));
  const outcome = await changeWhenUnchanged(store, ref, (snapshot) => {
    const inquiry = requireVisible(snapshot, actor);
    const by = inquiry.requesterUid === actor.uid && !actor.isTenantAdmin ? 'requester' : 'admin';
    const status = decided(changeStatus(inquiry.status, input.status, by));
    if (status === inquiry.status) return { data: null, result: { ...inquiry, changed: false } };
    const now = Timestamp.now();
    const milestones = milestonesOf(milestoneFactsOf(snapshot.id, snapshot.data()!), { answered: false, next: status }, now);
    return {
      data: { ...updateForStatus(status, now), ...milestones.fields },
      also: (batch) => writeAnalytics(store, input.tenantId, batch, milestones.writes),
      result: { ...inquiry, changed: true },
    };
  });
  if (outcome.changed) {
    const about = { tenantId: input.tenantId, inquiryId: input.inquiryId, number: outcome.number };
    await notifyTenantUsers(store, input.tenantId, [outcome.requesterUid], actor.uid, statusNotice(about, outcome.status, input.status));
    await postStatusChange(store, input.tenantId, input.inquiryId, { from: outcome.status, to: input.status, by: actor.name });
    if (outcome.requesterUid !== actor.uid) await tellRequesterInSlack(store, about, outcome.requesterUid, { kind: 'status', from: outcome.status, to: input.status });
  }
  return outcome.changed;
}

/** Tenant admins assign an inquiry to one of the tenant's admins (or to nobody). */
export async function assignInquiryTo(store: Firestore, actor: Actor, input: { tenantId: string; inquiryId: string; assigneeUid: string | null }): Promise<void> {
  if (!actor.isTenantAdmin) throw refuse('permission-denied', '権限がありません。');
  if (input.assigneeUid && !(await activeAdminUids(store, input.tenantId)).includes(input.assigneeUid)) {
    throw refuse('invalid-argument', '担当者にはこのテナントの管理者を指定してください。');
  }
  await changeWhenUnchanged(store, store.doc(inquiryPath(input.tenantId, input.inquiryId)), (snapshot) => {
    const inquiry = requireVisible(snapshot, actor);
    if (inquiry.status === 'closed') throw refuse('failed-precondition', 'クローズ済みの問い合わせは変更できません。');
    return { data: updateForAssignee(input.assigneeUid, Timestamp.now()), result: null };
  });
}
