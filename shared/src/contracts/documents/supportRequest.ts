import * as z from 'zod/mini';
import { count, flag, listOf, moment, oneOf, text } from './storedFields';

// supportRequests/{id} (docs/data-model.md#vendor-side): a tenant admin's request to the vendor, written
// by the support callables only; the tenant admins read their own, the system admins every tenant's.

export const SUPPORT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/** An inquiry of the sender's tenant a request is about, as the server copied it when it was sent. */
const linkedInquiry = z.object({ inquiryId: text, number: count, title: text });

const supportReply = z.object({ body: text, fromName: text, createdAt: moment });

export const supportRequestDocument = z.object({
  tenantId: text,
  /** The tenant's name when it was sent: the vendor's side reads no tenant documents to list requests. */
  tenantName: text,
  fromUid: text,
  fromName: text,
  subject: text,
  body: text,
  inquiries: listOf(linkedInquiry),
  /** What the release note editor's picker lists (supportRequests where hasInquiries == true). */
  hasInquiries: flag,
  status: oneOf(SUPPORT_REQUEST_STATUSES, 'open'),
  replies: listOf(supportReply),
  /** null only while the server time of a request just sent is pending. */
  createdAt: moment,
});

export type SupportRequestDocument = z.output<typeof supportRequestDocument>;
export type LinkedInquiry = SupportRequestDocument['inquiries'][number];
export type SupportReply = SupportRequestDocument['replies'][number];
