import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { decodeDocument, tenantDocument } from '@madoguchi/shared/contracts';
import { SYSTEM_AUTHOR, systemMessageRecord } from '../inquiries/inquiryRecords';
import { storedInquiry } from '../inquiries/storedInquiry';
import { recordInquiryEvent } from '../events/inquiryEvents';
import { queueTenantNotices } from '../notifications/notify';
import { fixMessageBody, fixMessageId, fixNotice } from './fixNotices';

const ALREADY_EXISTS = 6;

export interface FixedNote {
  id: string;
  title: string;
}

export type FixOutcome = 'told' | 'already-told' | 'no-inquiry';

/**
 * Puts the note's system message in the inquiry's thread and tells its requester (bell and mail per
 * their settings), in one batch that creates the message under an id fixed per note: of any number of
 * calls for one note and inquiry (publishing again, concurrent links, both kinds of link), only the
 * first commits, so the thread and the requester hear of it once. The inquiry itself is left as it
 * is, a closed one too: this is information, not a reply; its admins decide whether it is resolved.
 * A suspended tenant's requester hears nothing, as of release notes.
 */
export async function tellInquiryFixed(
  db: Firestore,
  tenantId: string,
  inquiryId: string,
  note: FixedNote,
  actorUid: string | null,
): Promise<FixOutcome> {
  const inquiryRef = db.doc(`tenants/${tenantId}/inquiries/${inquiryId}`);
  const messageRef = inquiryRef.collection('messages').doc(fixMessageId(note.id));
  const [inquiry, message, tenant] = await db.getAll(inquiryRef, messageRef, db.doc(`tenants/${tenantId}`));
  if (!inquiry?.exists) return 'no-inquiry';
  if (message?.exists) return 'already-told';

  const now = Timestamp.now();
  const batch = db.batch();
  batch.create(messageRef, systemMessageRecord({ body: fixMessageBody(note.title), patchNoteId: note.id }, now));
  const { requesterUid, number } = storedInquiry(inquiry);
  const requesters = tenant?.exists && decodeDocument(tenantDocument, tenant.data()).status === 'active' ? [requesterUid] : [];
  const notice = fixNotice({ tenantId, inquiryId, number }, note.title);
  await queueTenantNotices(db, batch, tenantId, requesters, actorUid, notice, now);
  // The admins' Slack thread hears of it as a reaction to the event (events/inquiryReactions.ts).
  recordInquiryEvent(db, batch, {
    kind: 'fixed',
    tenantId,
    inquiryId,
    number,
    requesterUid,
    actor: { uid: actorUid, name: SYSTEM_AUTHOR, channel: 'system' },
    patchNoteId: note.id,
    patchNoteTitle: note.title,
  });
  try {
    await batch.commit();
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return 'already-told';
    throw error;
  }
  return 'told';
}
