import type { Timestamp } from 'firebase-admin/firestore';
import type { InputOf, saveCannedReply } from '@madoguchi/shared/contracts';

// tenants/{t}/cannedReplies/{id} as saveCannedReply and the demo seed write it. The editor's name is
// kept beside the uid so the lists say who changed it last without reading the tenant's users.

export type CannedReplyFields = Pick<InputOf<typeof saveCannedReply>, 'title' | 'body' | 'categoryId'>;

export interface Editor {
  uid: string;
  name: string;
}

/** What a save changes. */
export function cannedReplyChange({ title, body, categoryId }: CannedReplyFields, editor: Editor, now: Timestamp) {
  return { title, body, categoryId, updatedAt: now, updatedBy: editor.uid, updatedByName: editor.name };
}

/** A new canned reply. */
export function cannedReplyRecord(fields: CannedReplyFields, editor: Editor, now: Timestamp) {
  return { ...cannedReplyChange(fields, editor, now), createdAt: now };
}
