import * as z from 'zod/mini';
import { moment, text, textOrNull } from './storedFields';

// tenants/{t}/cannedReplies/{id}: a tenant's canned reply (定型文), written by saveCannedReply and the demo
// seed. The editor's name is kept beside the uid so the lists say who changed it last without reading
// the tenant's users.

export const cannedReplyDocument = z.object({
  title: text,
  /** With placeholders ({{requesterName}}), filled when inserted. */
  body: text,
  /** The user category whose inquiries it suits; null: any inquiry. */
  categoryId: textOrNull,
  createdAt: moment,
  updatedAt: moment,
  updatedBy: text,
  updatedByName: text,
});

export type CannedReplyDocument = z.output<typeof cannedReplyDocument>;
