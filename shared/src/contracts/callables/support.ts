import * as z from 'zod/mini';
import { defineCallable } from '../callable';
import { docId, multiLine, requestId, singleLine } from '../fields';

// A tenant admin writes to the vendor; the vendor's side answers and closes. Who sent a request and
// from which tenant the server takes from its records, never from the client.

export const SUPPORT_LIMITS = { subject: 100, body: 5000 } as const;

/** The fields of a tenant admin's request to the vendor. */
export const supportRequestFields = z.strictObject({
  subject: singleLine('件名', SUPPORT_LIMITS.subject),
  body: multiLine('内容', SUPPORT_LIMITS.body),
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
 * Tenant admin: a request to the vendor, mailed to every system admin; at most a few an hour per
 * admin.
 */
export const sendSupportRequest = defineCallable<SendSupportRequestResult>()(
  'sendSupportRequest',
  'tenantAdmin',
  z.strictObject({ requestId, tenantId: docId, ...supportRequestFields.shape }),
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
