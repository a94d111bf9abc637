import * as z from 'zod/mini';
import { defineCallable } from '../callable';
import { docId, multiLine, requestId, singleLine } from '../fields';

// A tenant admin writes to the vendor; the vendor's side answers and closes. Who sent a request and
// from which tenant the server takes from its records, never from the client.

export const SUPPORT_LIMITS = { subject: 100, body: 5000, inquiries: 10 } as const;

/**
 * Inquiries of the sender's tenant the request is about (an issue the vendor may fix in a release
 * note). The server checks they exist in that tenant and copies their number and title into the
 * request, because the vendor's side never reads a tenant's inquiries.
 */
export const linkedInquiryIds = z.array(docId).check(
  z.maxLength(SUPPORT_LIMITS.inquiries, { error: `関連する問い合わせは${SUPPORT_LIMITS.inquiries}件までです。` }),
  z.refine((ids) => new Set(ids).size === ids.length, { error: '同じ問い合わせが重複しています。' }),
);

/** The fields of a tenant admin's request to the vendor. */
export const supportRequestFields = z.strictObject({
  subject: singleLine('件名', SUPPORT_LIMITS.subject),
  body: multiLine('内容', SUPPORT_LIMITS.body),
  inquiryIds: linkedInquiryIds,
});

/** The field of the vendor's reply (回答). */
export const supportReplyFields = z.strictObject({ body: multiLine('回答', SUPPORT_LIMITS.body) });

export interface SendSupportRequestResult {
  supportRequestId: string;
  status: 'open';
}
export interface SupportRequestResult {
  supportRequestId: string;
  status: 'answered' | 'closed';
}

/**
 * Tenant admin: a request to the vendor, mailed to every system admin, about up to 10 of the tenant's
 * inquiries (none when left out); at most a few an hour per admin.
 */
export const sendSupportRequest = defineCallable<SendSupportRequestResult>()(
  'sendSupportRequest',
  'tenantAdmin',
  z.strictObject({ requestId, tenantId: docId, ...supportRequestFields.shape, inquiryIds: z._default(linkedInquiryIds, []) }),
);

/** System admin: answers a request, signed for the vendor; its sender hears of it. */
export const replySupportRequest = defineCallable<SupportRequestResult>()(
  'replySupportRequest',
  'systemAdmin',
  z.strictObject({ requestId, supportRequestId: docId, ...supportReplyFields.shape }),
);

/** System admin: closes a request; it takes no more replies. */
export const closeSupportRequest = defineCallable<SupportRequestResult>()(
  'closeSupportRequest',
  'systemAdmin',
  z.strictObject({ requestId, supportRequestId: docId }),
);
