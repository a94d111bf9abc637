import type { Timestamp } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { storedField, type AttachmentRef, type FaqLink, type inquiryDocument, type messageDocument } from '@madoguchi/shared/contracts';
import type { Written, WrittenUpdate } from '../platform/storedDocuments';
import type { InquiryChannel } from './actors';
import type { InquiryStatus } from './inquiryStatus';

// What the server writes of an inquiry and its messages, and of each change to an inquiry, in one place:
// the callables, the scheduled close and the demo seed all write them through these functions. Their
// shapes are the contracts' (shared/src/contracts/documents/inquiry.ts), which the browser decodes with.

type InquiryWrite = Written<typeof inquiryDocument>;

/** tenants/{t}/counters/inquiries: the last number given in the tenant (server only, so its contract lives here). */
export const inquiryCounterDocument = z.object({ last: storedField.count });
export const inquiryCounterPath = (tenantId: string) => `tenants/${tenantId}/counters/inquiries`;
export const inquiryCounterRecord = (last: number): Written<typeof inquiryCounterDocument> => ({ last });
type InquiryUpdate = WrittenUpdate<typeof inquiryDocument>;

export interface NewInquiry {
  number: number;
  title: string;
  body: string;
  categoryId: string | null;
  requesterUid: string;
  requesterName: string;
}

/** tenants/{t}/inquiries/{id} as filed: new, unassigned, its body also being the first message. */
export function newInquiryRecord(inquiry: NewInquiry, now: Timestamp) {
  return {
    ...inquiry,
    status: 'new' as InquiryStatus,
    assigneeUid: null as string | null,
    createdAt: now,
    updatedAt: now,
    lastMessageAt: now,
    resolvedAt: null as Timestamp | null,
  } satisfies InquiryWrite;
}

export type InquiryRecord = ReturnType<typeof newInquiryRecord>;

export interface NewMessage {
  body: string;
  internal: boolean;
  attachments: AttachmentRef[];
  /** FAQ entries a tenant admin inserted, as the requester's thread shows them. */
  faqLinks?: FaqLink[];
}

/** Who wrote a message: a tenant user, named as the tenant knows them, and the channel they used. */
export interface MessageAuthor {
  uid: string;
  name: string;
  channel: InquiryChannel;
  slackUserId?: string;
}

/** tenants/{t}/inquiries/{id}/messages/{m}; what came from Slack keeps its Slack user, for the thread. */
export function messageRecord({ faqLinks = [], ...message }: NewMessage, author: MessageAuthor, now: Timestamp) {
  return {
    ...message,
    faqLinks,
    authorUid: author.uid,
    authorName: author.name,
    source: author.channel,
    ...(author.slackUserId && { slackUserId: author.slackUserId }),
    createdAt: now,
  } satisfies Written<typeof messageDocument>;
}

/** Who system messages are from, as the thread names them. */
export const SYSTEM_AUTHOR = 'システム';

/**
 * A notice the system puts in the thread (a release note fixed the inquiry): information, not a reply,
 * so it changes neither the status nor lastMessageAt. `patchNoteId` lets the thread link to the note.
 */
export function systemMessageRecord(message: { body: string; patchNoteId: string }, now: Timestamp) {
  return {
    ...message,
    authorUid: null,
    authorName: SYSTEM_AUTHOR,
    internal: false,
    attachments: [],
    faqLinks: [],
    source: 'system',
    createdAt: now,
  } satisfies Written<typeof messageDocument>;
}

/** What a message changes: an internal note leaves lastMessageAt (what the requester sees) alone. */
export function updateAfterMessage(current: InquiryStatus, next: InquiryStatus, internal: boolean, now: Timestamp) {
  return {
    status: next,
    updatedAt: now,
    ...(!internal && { lastMessageAt: now }),
    ...(next !== current && { resolvedAt: next === 'resolved' ? now : null }),
  } satisfies InquiryUpdate;
}

/** An explicit status change; resolvedAt starts the 7 days before the automatic close. */
export function updateForStatus(next: InquiryStatus, now: Timestamp) {
  return { status: next, updatedAt: now, resolvedAt: next === 'resolved' ? now : null } satisfies InquiryUpdate;
}

/** The scheduled close keeps resolvedAt, so one can still see when it was resolved. */
export function updateForAutoClose(now: Timestamp) {
  return { status: 'closed' as const, updatedAt: now } satisfies InquiryUpdate;
}

export function updateForAssignee(assigneeUid: string | null, now: Timestamp) {
  return { assigneeUid, updatedAt: now } satisfies InquiryUpdate;
}
