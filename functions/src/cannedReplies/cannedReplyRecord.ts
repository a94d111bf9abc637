import type { Timestamp } from 'firebase-admin/firestore';
import type { cannedReplyDocument, InputOf, saveCannedReply } from '@madoguchi/shared/contracts';
import type { Written, WrittenUpdate } from '../platform/storedDocuments';

// tenants/{t}/cannedReplies/{id} as saveCannedReply and the demo seed write it (its contract:
// shared/src/contracts/documents/cannedReply.ts).

export type CannedReplyFields = Pick<InputOf<typeof saveCannedReply>, 'title' | 'body' | 'categoryId'>;

export interface Editor {
  uid: string;
  name: string;
}

/** What a save changes. */
export function cannedReplyChange({ title, body, categoryId }: CannedReplyFields, editor: Editor, now: Timestamp) {
  return { title, body, categoryId, updatedAt: now, updatedBy: editor.uid, updatedByName: editor.name } satisfies WrittenUpdate<typeof cannedReplyDocument>;
}

/** A new canned reply. */
export function cannedReplyRecord(fields: CannedReplyFields, editor: Editor, now: Timestamp): Written<typeof cannedReplyDocument> {
  return { ...cannedReplyChange(fields, editor, now), createdAt: now };
}
