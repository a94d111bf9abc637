import { Timestamp } from 'firebase-admin/firestore';
import { inquiryReceived, type AnalyticsWrite } from '../analytics/analyticsWrites';
import { milestoneFactsOf, milestonesOf } from '../analytics/inquiryMilestones';
import { newInquiryNotice, replyNotice, statusNotice, type InquiryRef } from '../inquiries/inquiryNotices';
import {
  messageRecord,
  newInquiryRecord,
  updateAfterMessage,
  updateForAssignee,
  updateForAutoClose,
  updateForStatus,
  type InquiryRecord,
} from '../inquiries/inquiryRecords';
import {
  AUTO_CLOSE_AFTER_MS,
  changeStatus,
  isDueToClose,
  statusAfterMessage,
  type StatusDecision,
} from '../inquiries/inquiryStatus';
import { channelsFor, notificationRecord, type Notice } from '../notifications/notify';
import { timestamp, type DemoInquiry, type DemoThreadEvent } from './demoContent';

// Replays a demo thread through the same status machine and record builders as the callables, so the
// seeded inquiries have exactly the fields, statuses and notifications the server would have written.

export interface DemoMember {
  name: string;
  isTenantAdmin: boolean;
}

export interface SeededDoc<Data> {
  id: string;
  data: Data;
}

export interface ReplayedInquiry {
  record: InquiryRecord;
  messages: SeededDoc<ReturnType<typeof messageRecord>>[];
  /** What it adds to the tenant's figures (analyticsWrites.ts). */
  analytics: AnalyticsWrite[];
  /** In-app notifications, each for `uid`. */
  notifications: (SeededDoc<ReturnType<typeof notificationRecord>> & { uid: string })[];
}

/** A tenant's demo notifications older than this are shown as read; later ones light up the bell. */
export const demoReadBefore = timestamp('2025-06-09T00:00:00+09:00');

interface Sent {
  eventIndex: number;
  notice: Notice;
  recipients: string[];
  actorUid: string;
  at: Timestamp;
}

/**
 * The inquiry record, its messages and the notifications its events caused, numbered `number` in the
 * tenant whose members (uid → member) are given. Throws where the callables would have refused.
 */
export function replayInquiry(
  tenantId: string,
  number: number,
  inquiry: DemoInquiry,
  members: ReadonlyMap<string, DemoMember>,
): ReplayedInquiry {
  const fail = (message: string): never => {
    throw new Error(`demo inquiry ${inquiry.id}: ${message}`);
  };
  const member = (uid: string) => members.get(uid) ?? fail(`${uid} is not a member of ${tenantId}`);
  const decided = (decision: StatusDecision) => (decision.ok ? decision.status : fail(decision.reason));
  const admins = [...members].filter(([, m]) => m.isTenantAdmin).map(([uid]) => uid);
  const ref: InquiryRef = { tenantId, inquiryId: inquiry.id, number };

  const [opening, ...rest] = inquiry.thread;
  if (!opening || !('body' in opening)) return fail('it must start with a message');
  const requesterUid = opening.by;
  const requesterName = member(requesterUid).name;
  const { title, categoryId } = inquiry;
  let record: InquiryRecord & { firstResponseAt?: Timestamp; resolvedOn?: string } = newInquiryRecord(
    { number, title, body: opening.body, categoryId, requesterUid, requesterName },
    timestamp(opening.at),
  );
  const analytics = [inquiryReceived(categoryId, record.createdAt.toDate())];
  /** The record after a change, with the milestones it reaches (as the callables add them). */
  const moved = (change: Partial<InquiryRecord>, answered: boolean, at: Timestamp) => {
    const milestones = milestonesOf(milestoneFactsOf(inquiry.id, record), { answered, next: change.status ?? record.status }, at);
    analytics.push(...milestones.writes);
    return { ...record, ...change, ...milestones.fields };
  };
  const messages: ReplayedInquiry['messages'] = [];
  const sent: Sent[] = [];
  const addMessage = (index: number, event: DemoThreadEvent & { body: string }, internal: boolean) =>
    messages.push({
      id: `msg-${String(index).padStart(2, '0')}`,
      data: messageRecord({ body: event.body, internal, attachments: [] }, { uid: event.by, name: member(event.by).name, channel: 'web' }, timestamp(event.at)),
    });
  addMessage(0, opening, false);
  sent.push({ eventIndex: 0, notice: newInquiryNotice(ref, title, requesterName), recipients: admins, actorUid: requesterUid, at: record.createdAt });

  rest.forEach((event, i) => {
    const eventIndex = i + 1;
    const at = timestamp(event.at);
    const actor = member(event.by);
    if (event.by !== requesterUid && !actor.isTenantAdmin) fail(`${event.by} may not see it`);
    if ('assign' in event) {
      if (!actor.isTenantAdmin || (event.assign && !member(event.assign).isTenantAdmin)) fail('only admins assign, to admins');
      record = { ...record, ...updateForAssignee(event.assign, at) };
    } else if ('body' in event) {
      if (!actor.isTenantAdmin && (event.internal || event.status)) fail('only admins write internal notes or set a status');
      const by = event.by === requesterUid ? 'requester' : 'admin';
      const status = decided(statusAfterMessage(record.status, by, event.internal, event.status));
      record = moved(updateAfterMessage(record.status, status, event.internal, at), by === 'admin' && !event.internal, at);
      addMessage(eventIndex, event, event.internal);
      if (!event.internal) {
        const recipients = by === 'requester' ? admins : [requesterUid];
        sent.push({ eventIndex, notice: replyNotice(ref, by, actor.name), recipients, actorUid: event.by, at });
      }
    } else {
      const by = event.by === requesterUid && !actor.isTenantAdmin ? 'requester' : 'admin';
      const status = decided(changeStatus(record.status, event.status, by));
      if (status !== record.status) {
        const notice = statusNotice(ref, record.status, status);
        sent.push({ eventIndex, notice, recipients: [requesterUid], actorUid: event.by, at });
        record = moved(updateForStatus(status, at), false, at);
      }
    }
  });

  if (inquiry.autoClosed) {
    const resolvedAt = record.resolvedAt ?? fail('only a resolved inquiry closes on its own');
    const closedAt = new Date(resolvedAt.toMillis() + AUTO_CLOSE_AFTER_MS);
    if (!isDueToClose(record.status, resolvedAt.toDate(), closedAt)) fail('it is not due to close');
    record = { ...record, ...updateForAutoClose(Timestamp.fromDate(closedAt)) };
  }

  // As notifyTenantUsers: nobody hears of their own action; the demo users keep the default channels.
  const notifications = sent.flatMap(({ eventIndex, notice, recipients, actorUid, at }) =>
    recipients
      .filter((uid) => uid !== actorUid && channelsFor(undefined, notice.event).inApp)
      .map((uid) => ({
        uid,
        id: `${inquiry.id}-${eventIndex}`,
        data: notificationRecord(notice, at, at.toMillis() < demoReadBefore.toMillis()),
      })),
  );
  return { record, messages, analytics, notifications };
}
