import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import type { InquiryStatus } from '../inquiries/inquiryStatus';

// What happened to an inquiry, recorded with the write that made it happen (events out). A command ends
// at its write; everything that follows from it — the bell and mail, the admins' Slack thread, the
// requester's Slack DM — is done by inquiryReactions.ts from these records, after the person has their
// answer, once each even when the trigger runs twice. Server-only (no rule opens the collection); a TTL
// policy on expireAt removes them.

/** inquiryEvents/{eventId} */
export const INQUIRY_EVENTS = 'inquiryEvents';
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Who made it happen: a tenant user, named as the tenant knows them, or the system (uid null). */
export interface EventActor {
  uid: string | null;
  name: string;
  channel: 'web' | 'slack' | 'system';
}

export type InquiryHappening =
  | { kind: 'filed' }
  | {
      kind: 'replied';
      messageId: string;
      by: 'requester' | 'admin';
      internal: boolean;
      /** Written in the admins' Slack thread, where it is already. */
      inAdminThread: boolean;
      from: InquiryStatus;
      to: InquiryStatus;
      /** The admin who answered an unassigned inquiry became its assignee with this reply. */
      tookOwnership?: boolean;
    }
  | { kind: 'statusChanged'; from: InquiryStatus; to: InquiryStatus }
  | { kind: 'assigned'; assigneeUid: string | null; assigneeName: string | null }
  | { kind: 'fixed'; patchNoteId: string; patchNoteTitle: string };

export type InquiryEvent = InquiryHappening & {
  tenantId: string;
  inquiryId: string;
  number: number;
  requesterUid: string;
  actor: EventActor;
};

export type StoredInquiryEvent = InquiryEvent & {
  at: Timestamp;
  expireAt: Timestamp;
  /** The reactions done so far, by name; doneAt once every one has run. */
  done: Record<string, true>;
  doneAt: Timestamp | null;
};

/** Adds the event to the batch that makes it happen, so that it is recorded if and only if it did. */
export function recordInquiryEvent(store: Firestore, batch: WriteBatch, event: InquiryEvent): void {
  const now = Timestamp.now();
  const stored: StoredInquiryEvent = { ...event, at: now, expireAt: Timestamp.fromMillis(now.toMillis() + KEPT_MS), done: {}, doneAt: null };
  batch.create(store.collection(INQUIRY_EVENTS).doc(), stored);
}
