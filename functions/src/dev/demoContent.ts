import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { placeholderProblem } from '@madoguchi/shared/contracts';
import { INQUIRY_STATUSES } from '../inquiries/inquiryStatus';
import demoContentJson from './demo-content.json';
import demoInquiriesJson from './demo-inquiries.json';

// What the demo tenants have been doing, so that `npm start` shows a help desk in use: user
// categories, FAQ, synonyms, zero-hit searches, canned replies and requests to the vendor
// (demo-content.json), inquiry threads (demo-inquiries.json) and release notes. The text lives in the
// JSON files; parsing them here gives the seed exact types and catches a dangling id or an impossible
// thread before anything is written.

export const isoTime = z.iso.datetime({ offset: true });
export const timestamp = (iso: string) => Timestamp.fromDate(new Date(iso));
const id = z.string().regex(/^[a-z0-9-]+$/);
/** Rich text kept as a list of lines in the JSON, for reading; stored as one string. */
const html = z.array(z.string()).transform((lines) => lines.join(''));

const categorySchema = z.strictObject({
  id,
  name: z.string().min(1).max(50),
  description: z.string().max(500),
  order: z.number().int().min(0),
  createdAt: isoTime,
});

const faqSchema = z.strictObject({
  id,
  question: z.string().min(1).max(200),
  answerHtml: html,
  /** Empty: for everyone. */
  categoryIds: z.array(id),
  tags: z.array(z.string().min(1).max(30)).max(10),
  /** Other ways readers ask it (別の言い方). */
  aliases: z.array(z.string().min(1).max(100)).max(20).default([]),
  status: z.enum(['draft', 'published']),
  feedback: z.strictObject({ helpful: z.number().int(), notHelpful: z.number().int(), solved: z.number().int() }),
  createdAt: isoTime,
  updatedAt: isoTime,
});

const eventTime = { at: isoTime, by: id };
/**
 * One step of a thread, in the order the callables would have done it: a message (an admin may set
 * the status with it), an explicit status change, or an assignment.
 */
const threadEventSchema = z.union([
  z.strictObject({
    ...eventTime,
    body: z.string().min(1),
    internal: z.boolean().default(false),
    status: z.enum(INQUIRY_STATUSES).optional(),
  }),
  z.strictObject({ ...eventTime, status: z.enum(INQUIRY_STATUSES) }),
  z.strictObject({ ...eventTime, assign: id.nullable() }),
]);

const inquirySchema = z
  .strictObject({
    id,
    title: z.string().min(1).max(100),
    categoryId: id.nullable(),
    /** Starts with the requester's message; the requester is whoever writes it. */
    thread: z.array(threadEventSchema).min(1),
    /** Resolved, then closed by the scheduled job 7 days later. */
    autoClosed: z.boolean().default(false),
  })
  .refine(({ thread }) => thread[0] && 'body' in thread[0] && !thread[0].internal, {
    message: 'a thread starts with the public message that files the inquiry',
  })
  .refine(({ thread }) => thread.every((event, i) => i === 0 || Date.parse(thread[i - 1]!.at) <= Date.parse(event.at)), {
    message: 'thread events are in time order',
  });

const searchMissSchema = z.strictObject({
  /** As a user typed it; stored folded, as logFaqSearchMiss would. */
  query: z.string().min(1).max(100),
  /**
   * One entry per search: how many days before the seed ran. Relative, so that the admin home's last
   * 30 days always show some.
   */
  searchedDaysAgo: z.array(z.number().int().min(0)).min(1),
});

const supportRequestSchema = z
  .strictObject({
    id,
    /** A tenant admin of the tenant: only they write to the vendor. */
    fromUid: id,
    subject: z.string().min(1).max(100),
    body: z.string().min(1).max(5000),
    createdAt: isoTime,
    /** Inquiries of the tenant (demo-inquiries.json) the request is about. */
    inquiryIds: z.array(id).max(10).default([]),
    /** The vendor's answers: with one the request is 'answered', without 'open'. */
    replies: z.array(z.strictObject({ body: z.string().min(1).max(5000), createdAt: isoTime })),
  })
  .refine(
    ({ createdAt, replies }) =>
      replies.every((reply, i) => Date.parse(replies[i - 1]?.createdAt ?? createdAt) <= Date.parse(reply.createdAt)),
    { message: 'replies follow the request in time order' },
  );

/** A reply template (定型文); its body as a list of lines in the JSON, stored as one string. */
const cannedReplySchema = z
  .strictObject({
    id,
    title: z.string().min(1).max(100),
    body: z.array(z.string()).transform((lines) => lines.join('\n')),
    /** The user category whose inquiries it suits; null: any. */
    categoryId: id.nullable(),
    updatedAt: isoTime,
  })
  .refine(({ body }) => placeholderProblem(body) === null, { message: 'a canned reply holds a placeholder saveCannedReply refuses' });

const tenantContentSchema = z
  .strictObject({
    /** The tenant admin named as the last editor of the FAQ. */
    editorUid: id,
    categories: z.array(categorySchema),
    /** The user categories of each demo account in this tenant (none when not listed). */
    memberCategories: z.record(id, z.array(id)),
    synonyms: z.record(id, z.array(z.string().min(1)).min(2)),
    faqs: z.array(faqSchema),
    /** Zero-hit FAQ searches, for the admin home. */
    searchMisses: z.array(searchMissSchema).default([]),
    /** Reply templates, saved by editorUid. */
    cannedReplies: z.array(cannedReplySchema).default([]),
    /** Requests the tenant admins sent to the vendor (collection supportRequests). */
    supportRequests: z.array(supportRequestSchema).default([]),
  })
  .refine(
    ({ categories, memberCategories, faqs, cannedReplies }) =>
      [...Object.values(memberCategories), ...faqs.map((faq) => faq.categoryIds), ...cannedReplies.flatMap((reply) => reply.categoryId ?? [])]
        .flat()
        .every((categoryId) => categories.some((category) => category.id === categoryId)),
    { message: 'a user, FAQ entry or canned reply names a category that is not in the tenant' },
  );

const patchNoteSchema = z
  .strictObject({
    id,
    title: z.string().min(1).max(100),
    bodyHtml: html,
    labels: z.array(z.enum(['new', 'improvement', 'fix'])).min(1).max(3),
    status: z.enum(['draft', 'published']),
    createdAt: isoTime,
    publishedAt: isoTime.nullable(),
  })
  .refine(({ status, publishedAt }) => (status === 'published') === (publishedAt !== null), {
    message: 'published notes, and only they, have publishedAt',
  });

const demoContentSchema = z
  .strictObject({
    tenants: z.record(id, tenantContentSchema),
    patchNotes: z.array(patchNoteSchema),
    inquiries: z.record(id, z.array(inquirySchema)),
  })
  .refine(
    ({ tenants, inquiries }) =>
      Object.entries(inquiries).every(([tenantId, list]) =>
        list.every(({ categoryId }) => categoryId === null || tenants[tenantId]?.categories.some((c) => c.id === categoryId)),
      ),
    { message: 'an inquiry names a category that is not in its tenant' },
  )
  .refine(
    ({ tenants, inquiries }) =>
      Object.entries(tenants).every(([tenantId, content]) =>
        content.supportRequests.every(({ inquiryIds }) => inquiryIds.every((inquiryId) => inquiries[tenantId]?.some((inquiry) => inquiry.id === inquiryId))),
      ),
    { message: 'a support request names an inquiry that is not in its tenant' },
  );

export type DemoTenantContent = z.infer<typeof tenantContentSchema>;
export type DemoFaq = z.infer<typeof faqSchema>;
export type DemoInquiry = z.infer<typeof inquirySchema>;
export type DemoThreadEvent = z.infer<typeof threadEventSchema>;
export type DemoPatchNote = z.infer<typeof patchNoteSchema>;

export const demoContent = demoContentSchema.parse({ ...demoContentJson, inquiries: demoInquiriesJson });

/** The demo account's user categories in a tenant. */
export function memberCategoryIds(tenantId: string, uid: string): string[] {
  return demoContent.tenants[tenantId]?.memberCategories[uid] ?? [];
}
