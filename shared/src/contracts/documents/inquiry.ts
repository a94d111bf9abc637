import * as z from 'zod/mini';
import type { InquiryStatus } from '../callables/inquiries';
import { INQUIRY_STATUSES } from '../inquiryStatus';
import { SATISFACTION_RATINGS } from '../satisfaction';
import { count, flag, flagSet, listOf, moment, oneOf, optional, text, textOrNull } from './storedFields';

// tenants/{t}/inquiries/{id} and its messages: written by the server only (the inquiry commands in
// functions/src/inquiries, whichever channel they came through; the reactions to their events; the
// Slack threads); the requester reads their own, the tenant admins all. The shell's first script
// decodes them too (through shared/src/early/zodMiniSubset.ts).

const STATUSES = INQUIRY_STATUSES as [InquiryStatus, ...InquiryStatus[]];

/** A post in Slack: the admins' channel thread, or the requester's direct-message thread (with their user). */
const slackThread = z.object({ channelId: z.string(), ts: z.string() });
const requesterThread = z.object({ channelId: z.string(), ts: z.string(), userId: z.string() });

export const inquiryDocument = z.object({
  number: count,
  title: text,
  /** The first message's body, kept on the inquiry for the lists and search. */
  body: text,
  status: oneOf(STATUSES, 'new'),
  categoryId: textOrNull,
  requesterUid: text,
  requesterName: text,
  assigneeUid: textOrNull,
  createdAt: moment,
  updatedAt: moment,
  /** The last message the requester sees (internal notes leave it). */
  lastMessageAt: moment,
  /** When it was last resolved; starts the 7 days before the automatic close. */
  resolvedAt: moment,
  /** An admin's first public answer (the analytics' first response time); absent until then. */
  firstResponseAt: optional(moment),
  /** The Tokyo day it was last resolved (YYYY-MM-DD), which the analytics counted it on; absent until then. */
  resolvedOn: optional(z.string()),
  /** The requester's answer to 「解決しましたか？」, once given. */
  satisfaction: optional(z.object({ rating: z.enum(SATISFACTION_RATINGS), comment: textOrNull, at: moment })),
  /** FAQ entries made from it (「FAQにする」), with the question each had then. */
  madeFaqs: optional(listOf(z.object({ faqId: z.string(), question: z.string() }))),
  /** Its post in the tenant's Slack channel, once posted. */
  slack: optional(slackThread),
  /** The requester's direct-message thread in Slack, once there is one. */
  slackDm: optional(requesterThread),
  /** A post to Slack under way (one poster at a time) or waiting to be retried. */
  slackClaimedAt: optional(moment),
  slackPending: optional(flag),
});

export type InquiryDocument = z.output<typeof inquiryDocument>;

/** A file attached to a message (its Storage path and name as uploaded). */
const attachment = z.object({ path: z.string(), name: z.string(), size: count, contentType: text });

/** tenants/{t}/inquiries/{id}/messages/{m}. */
export const messageDocument = z.object({
  body: text,
  /** An internal note (tenant admins only, firestore.rules). */
  internal: flag,
  attachments: listOf(attachment),
  /** FAQ entries a tenant admin inserted, shown as cards. */
  faqLinks: listOf(z.object({ faqId: z.string(), question: z.string(), excerpt: z.string() })),
  /** null for a system message. */
  authorUid: textOrNull,
  authorName: text,
  /** system: a notice the server put in the thread (a release note fixed the inquiry). */
  source: oneOf(['web', 'slack', 'system'], 'web'),
  /** The Slack user who wrote it, on what came from Slack. */
  slackUserId: optional(z.string()),
  /** The release note a system message is about. */
  patchNoteId: optional(z.string()),
  createdAt: moment,
});

export type MessageDocument = z.output<typeof messageDocument>;
export type StoredAttachment = MessageDocument['attachments'][number];

/**
 * tenants/{t}/inquirySearch/{key} (contracts/listSearch.ts): an inquiry as the lists find it by any word
 * of its title, requester or body, written by the server beside each write of the inquiry.
 */
export const inquirySearchEntryDocument = z.object({
  inquiryId: text,
  number: count,
  requesterUid: text,
  status: text,
  categoryId: textOrNull,
  /** searchableText of the title, the requester's name and the body: what the exact check reads. */
  text,
  tokens: flagSet,
});
