import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { decodeDocument, documentPath, inquiryPath, tenantUserDocument, type AttachmentRef, type InputOf } from '@madoguchi/shared/contracts';
import type * as contracts from '@madoguchi/shared/contracts';
import { commitAnalytics, faqCounted, inquiryReceived, writeAnalytics } from '../analytics/analyticsWrites';
import { milestoneFactsOf, milestonesOf } from '../analytics/inquiryMilestones';
import { recordInquiryEvent, type EventActor } from '../events/inquiryEvents';
import { faqLinksFor } from '../faq/faqLinks';
import { refuse } from '../platform/errors';
import { changeWhenUnchanged } from '../platform/optimistic';
import { consumeRateLimit, RATE_LIMITS } from '../platform/rateLimit';
import { activeAdminsQuery } from '../tenants/records';
import { actorIn, type ActorRef, type TenantActor } from './actors';
import { recordAttachmentVisibility, verifyAttachments } from './attachments';
import { inquiryCounterDocument, inquiryCounterPath, inquiryCounterRecord, messageRecord, newInquiryRecord, updateAfterMessage, updateForAssignee, updateForStatus } from './inquiryRecords';
import { storedInquiry } from './storedInquiry';
import { changeStatus, statusAfterMessage, type InquiryStatus, type StatusDecision } from './inquiryStatus';

// The one door into inquiries: a command per action (file, reply or note, change status, assign), the
// same for every channel. An adapter (the web's callables, Slack's events and interactions) resolves who
// acts to an account and translates its input; each command reads that person's membership and role in
// the inquiry's tenant itself (actors.ts), decides what the role may do to this inquiry, applies the
// limits, and ends at the write, recording what happened with it: who hears of it, in which channel, is
// the business of the reactions to that event (events/inquiryReactions.ts), after the person has their
// answer.

type FileInput = Pick<InputOf<typeof contracts.createInquiry>, 'tenantId' | 'inquiryId' | 'title' | 'body' | 'categoryId'> & { attachments: AttachmentRef[] };
type ReplyInput = Omit<InputOf<typeof contracts.postInquiryMessage>, 'requestId'> & {
  /** Written in the inquiry's thread in the admins' Slack channel: it is there already. */
  inAdminThread?: boolean;
};

/** The actor as an event names them. */
const eventActor = (actor: TenantActor): EventActor => ({ uid: actor.uid, name: actor.name, channel: actor.channel });

function decided(decision: StatusDecision): InquiryStatus {
  if (!decision.ok) throw refuse('failed-precondition', decision.reason);
  return decision.status;
}

/** The inquiry, if the actor may see it: its requester or a tenant admin. */
function requireVisible(inquiry: DocumentSnapshot, actor: Pick<TenantActor, 'uid' | 'isTenantAdmin'>) {
  if (!inquiry.exists) throw refuse('not-found', '指定された問い合わせが見つかりません。');
  const { requesterUid, status, number } = storedInquiry(inquiry);
  if (!actor.isTenantAdmin && requesterUid !== actor.uid) throw refuse('permission-denied', '権限がありません。');
  return { requesterUid, status, number };
}

/**
 * Files an inquiry for `requester`. Its number is the tenant's counter plus one, written with the
 * inquiry and its first message in one batch that applies only if the counter is still as read, so
 * numbers stay unique and gapless however many are filed at once.
 */
export async function fileInquiry(store: Firestore, who: ActorRef, input: FileInput): Promise<{ inquiryId: string; number: number }> {
  const { tenantId, inquiryId, title, body, categoryId } = input;
  const requester = await actorIn(store, tenantId, who);
  if (categoryId && !(await store.doc(`tenants/${tenantId}/categories/${categoryId}`).get()).exists) {
    throw refuse('invalid-argument', '指定されたユーザーカテゴリが見つかりません。');
  }
  const attachments = await verifyAttachments(tenantId, inquiryId, requester.uid, input.attachments);
  await consumeRateLimit(store, { uid: requester.uid, tenantId }, RATE_LIMITS.inquiry);
  const ref = store.doc(documentPath(inquiryPath(tenantId, inquiryId)));
  const number = await changeWhenUnchanged(store, store.doc(inquiryCounterPath(tenantId)), async (counter) => {
    if ((await ref.get()).exists) throw refuse('already-exists', 'この問い合わせはすでに送信されています。');
    const next = decodeDocument(inquiryCounterDocument, counter.data()).last + 1;
    const now = Timestamp.now();
    return {
      data: inquiryCounterRecord(next),
      also: (batch) => {
        batch.create(ref, newInquiryRecord({ number: next, title, body, categoryId, requesterUid: requester.uid, requesterName: requester.name }, now));
        batch.create(ref.collection('messages').doc(), messageRecord({ body, internal: false, attachments }, requester, now));
        recordInquiryEvent(store, batch, { kind: 'filed', tenantId, inquiryId, number: next, requesterUid: requester.uid, actor: eventActor(requester) });
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
  return { inquiryId, number };
}

/**
 * A reply in the thread, or (tenant admins) an internal note; moves the status per
 * docs/product.md#inquiry-statuses. The message and the inquiry's move are one batch, applied only if
 * the inquiry is still as read, so a burst of replies is taken one after the other without locks, each
 * exactly once.
 */
export async function postReply(store: Firestore, who: ActorRef, input: ReplyInput): Promise<{ messageId: string; status: InquiryStatus }> {
  const actor = await actorIn(store, input.tenantId, who);
  if (!actor.isTenantAdmin && (input.internal || input.status || input.faqIds?.length)) {
    throw refuse('permission-denied', '社内メモ、ステータスの指定、FAQの挿入はテナント管理者だけが使えます。');
  }
  const ref = store.doc(documentPath(inquiryPath(input.tenantId, input.inquiryId)));
  // Refused before anything is counted or written (a closed inquiry, someone else's).
  const before = requireVisible(await ref.get(), actor);
  const by: 'requester' | 'admin' = before.requesterUid === actor.uid ? 'requester' : 'admin';
  decided(statusAfterMessage(before.status, by, input.internal, input.status));
  const attachments = await verifyAttachments(input.tenantId, input.inquiryId, actor.uid, input.attachments);
  const faqs = await faqLinksFor(store, input.tenantId, input.faqIds ?? [], before.requesterUid);
  await consumeRateLimit(store, { uid: actor.uid, tenantId: input.tenantId }, actor.isTenantAdmin ? RATE_LIMITS.adminMessage : RATE_LIMITS.message);
  const message = ref.collection('messages').doc();
  const status = await changeWhenUnchanged(store, ref, (snapshot) => {
    const inquiry = requireVisible(snapshot, actor);
    const status = decided(statusAfterMessage(inquiry.status, by, input.internal, input.status));
    const now = Timestamp.now();
    // The first admin to answer an unowned inquiry in public owns it (as Zendesk does): an answered
    // inquiry is never left 未割り当て. An internal note is not an answer.
    const tookOwnership = by === 'admin' && !input.internal && !storedInquiry(snapshot).assigneeUid;
    const faqLinks = faqs.map((faq) => faq.link);
    const record = messageRecord({ body: input.body, internal: input.internal, attachments, faqLinks }, actor, now);
    const milestones = milestonesOf(milestoneFactsOf(snapshot.id, snapshot.data()!), { answered: by === 'admin' && !input.internal, next: status }, now);
    // An entry sent to the requester is a use of it; one in an internal note is not (yet).
    const inserted = input.internal ? [] : faqs.map((faq) => faqCounted(faq.analytics, { inserted: 1 }, now.toDate()));
    return {
      data: { ...updateAfterMessage(inquiry.status, status, input.internal, now), ...milestones.fields, ...(tookOwnership && { assigneeUid: actor.uid }) },
      also: (batch) => {
        batch.create(message, record);
        writeAnalytics(store, input.tenantId, batch, [...milestones.writes, ...inserted]);
        recordInquiryEvent(store, batch, {
          kind: 'replied',
          tenantId: input.tenantId,
          inquiryId: input.inquiryId,
          number: inquiry.number,
          requesterUid: inquiry.requesterUid,
          actor: eventActor(actor),
          messageId: message.id,
          by,
          internal: input.internal,
          inAdminThread: input.inAdminThread === true,
          from: inquiry.status,
          to: status,
          ...(tookOwnership && { tookOwnership }),
        });
      },
      result: status,
    };
  });
  if (attachments.length) await recordAttachmentVisibility(attachments, input.internal);
  return { messageId: message.id, status };
}

/** Tenant admins set any status; the requester may mark their own inquiry resolved. Whether it changed. */
export async function setInquiryStatus(store: Firestore, who: ActorRef, input: { tenantId: string; inquiryId: string; status: InquiryStatus }): Promise<boolean> {
  const actor = await actorIn(store, input.tenantId, who);
  const ref = store.doc(documentPath(inquiryPath(input.tenantId, input.inquiryId)));
  return changeWhenUnchanged(store, ref, (snapshot) => {
    const inquiry = requireVisible(snapshot, actor);
    const by = inquiry.requesterUid === actor.uid && !actor.isTenantAdmin ? 'requester' : 'admin';
    const status = decided(changeStatus(inquiry.status, input.status, by));
    if (status === inquiry.status) return { data: null, result: false };
    const now = Timestamp.now();
    const milestones = milestonesOf(milestoneFactsOf(snapshot.id, snapshot.data()!), { answered: false, next: status }, now);
    return {
      data: { ...updateForStatus(status, now), ...milestones.fields },
      also: (batch) => {
        writeAnalytics(store, input.tenantId, batch, milestones.writes);
        const { tenantId, inquiryId } = input;
        recordInquiryEvent(store, batch, { kind: 'statusChanged', tenantId, inquiryId, number: inquiry.number, requesterUid: inquiry.requesterUid, actor: eventActor(actor), from: inquiry.status, to: status });
      },
      result: true,
    };
  });
}

/** Tenant admins assign an inquiry to one of the tenant's admins (or to nobody). */
export async function assignInquiryTo(store: Firestore, who: ActorRef, input: { tenantId: string; inquiryId: string; assigneeUid: string | null }): Promise<void> {
  const actor = await actorIn(store, input.tenantId, who);
  if (!actor.isTenantAdmin) throw refuse('permission-denied', '権限がありません。');
  const assignee = input.assigneeUid ? (await activeAdminsQuery(store, input.tenantId).get()).docs.find((admin) => admin.id === input.assigneeUid) : null;
  if (assignee === undefined) throw refuse('invalid-argument', '担当者にはこのテナントの管理者を指定してください。');
  const { tenantId, inquiryId, assigneeUid } = input;
  const assigneeName = assignee ? decodeDocument(tenantUserDocument, assignee.data()).name : null;
  await changeWhenUnchanged(store, store.doc(documentPath(inquiryPath(tenantId, inquiryId))), (snapshot) => {
    const inquiry = requireVisible(snapshot, actor);
    if (inquiry.status === 'closed') throw refuse('failed-precondition', 'クローズ済みの問い合わせは変更できません。');
    return {
      data: updateForAssignee(assigneeUid, Timestamp.now()),
      also: (batch) => recordInquiryEvent(store, batch, { kind: 'assigned', tenantId, inquiryId, number: inquiry.number, requesterUid: inquiry.requesterUid, actor: eventActor(actor), assigneeUid, assigneeName }),
      result: null,
    };
  });
}
