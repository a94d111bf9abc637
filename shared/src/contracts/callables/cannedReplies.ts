import * as z from 'zod/mini';
import { defineCallable } from '../callable';
import { placeholderProblem } from '../cannedReplyPlaceholders';
import { docId, multiLine, requestId, singleLine } from '../fields';

/** `perTenant`: how many canned replies a tenant keeps; the lists read them all at once. */
export const CANNED_REPLY_LIMITS = { title: 100, body: 5000, perTenant: 200 } as const;

/** The fields the canned reply (定型文) editor checks; the server also checks that the category exists. */
export const cannedReplyFields = z.strictObject({
  title: singleLine('タイトル', CANNED_REPLY_LIMITS.title),
  body: multiLine('本文', CANNED_REPLY_LIMITS.body).check(
    z.refine((body) => placeholderProblem(body) === null, { error: (issue) => placeholderProblem(String(issue.input)) ?? '' }),
  ),
  /** The user category whose inquiries it suits (offered first for them); null: any inquiry. */
  categoryId: z.nullable(docId),
});

export interface CannedReplyResult {
  cannedReplyId: string;
}

/** Tenant admins create (cannedReplyId null) and edit canned replies; the last save wins, as for FAQ entries. */
export const saveCannedReply = defineCallable<CannedReplyResult>()(
  'saveCannedReply',
  'memberAdmin',
  z.strictObject({ requestId, tenantId: docId, cannedReplyId: z.nullable(docId), ...cannedReplyFields.shape }),
);

/** Tenant admins delete a canned reply. */
export const deleteCannedReply = defineCallable<CannedReplyResult>()(
  'deleteCannedReply',
  'memberAdmin',
  z.strictObject({ requestId, tenantId: docId, cannedReplyId: docId }),
);
