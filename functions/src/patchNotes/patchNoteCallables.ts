import { getFirestore, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { adminApp } from '../admin';
import { callable } from '../platform/callable';
import { requireSystemAdmin } from '../platform/caller';
import { refuse } from '../platform/errors';
import { docId, requestId } from '../platform/input';
import { onceForRequest } from '../platform/requestOnce';
import { publishableContent } from './patchNoteContent';
import { NOTE_NOT_FOUND, patchNoteState, scheduledAt, type PatchNoteState } from './patchNoteState';
import { publishNow } from './publishNote';

// System admins write drafts directly (firestore.rules); publishing, scheduling and unpublishing come
// here, because they change what every user sees and publishing notifies them.

const db = () => getFirestore(adminApp());

/** Runs `change` on the note in a transaction; an unknown note is not-found. */
function changeNote(noteId: string, change: (tx: Transaction, note: DocumentSnapshot) => PatchNoteState) {
  return db().runTransaction(async (tx) => {
    const note = await tx.get(db().doc(`patchNotes/${noteId}`));
    if (!note.exists) throw refuse('not-found', NOTE_NOT_FOUND);
    return change(tx, note);
  });
}

function aYearFromNow(): number {
  const limit = new Date();
  limit.setFullYear(limit.getFullYear() + 1);
  return limit.getTime();
}

export const publishPatchNoteInput = z.strictObject({ requestId, patchNoteId: docId });

/** System admin: publishes a draft now (a scheduled one too) and tells every user. */
export const publishPatchNote = callable('publishPatchNote', publishPatchNoteInput, async (input, caller) => {
  await requireSystemAdmin(db(), caller);
  return onceForRequest(db(), caller.uid, input.requestId, 'publishPatchNote', () =>
    publishNow(db(), input.patchNoteId, caller.uid, Timestamp.now()),
  );
});

export const schedulePatchNoteInput = z.strictObject({
  requestId,
  patchNoteId: docId,
  /** Checked when the call arrives: later than now, at most a year ahead. */
  publishAt: z.iso
    .datetime({ offset: true, message: '公開日時は ISO 8601 形式(例: 2025-07-01T10:00:00+09:00)で指定してください。' })
    .refine((value) => Date.parse(value) > Date.now(), { message: '公開日時には現在より後の日時を指定してください。' })
    .refine((value) => Date.parse(value) <= aYearFromNow(), { message: '公開日時は1年以内で指定してください。' }),
});

/** System admin: a draft comes out by itself at publishAt (publishScheduledPatchNotes); until then 予約. */
export const schedulePatchNote = callable('schedulePatchNote', schedulePatchNoteInput, async (input, caller) => {
  await requireSystemAdmin(db(), caller);
  return onceForRequest(db(), caller.uid, input.requestId, 'schedulePatchNote', () =>
    changeNote(input.patchNoteId, (tx, note) => {
      if (note.get('status') !== 'draft') {
        throw refuse('failed-precondition', '公開済みのリリースノートは予約できません。先に公開を取り消してください。');
      }
      const content = publishableContent(note, '予約');
      if (!content.ok) throw refuse('failed-precondition', content.problem);
      const publishAt = Timestamp.fromMillis(Date.parse(input.publishAt));
      tx.update(note.ref, { publishAt, updatedAt: Timestamp.now() });
      return patchNoteState(note.id, { status: 'draft', publishAt, publishedAt: null });
    }),
  );
});

export const unpublishPatchNoteInput = z.strictObject({ requestId, patchNoteId: docId });

/**
 * System admin: a published or scheduled note goes back to the drafts. Users stop seeing it; it is
 * never announced again (publishNote).
 */
export const unpublishPatchNote = callable('unpublishPatchNote', unpublishPatchNoteInput, async (input, caller) => {
  await requireSystemAdmin(db(), caller);
  return onceForRequest(db(), caller.uid, input.requestId, 'unpublishPatchNote', () =>
    changeNote(input.patchNoteId, (tx, note) => {
      if (note.get('status') !== 'published' && !scheduledAt(note)) {
        throw refuse('failed-precondition', 'このリリースノートは公開も予約もされていません。');
      }
      tx.update(note.ref, { status: 'draft', publishAt: null, publishedAt: null, updatedAt: Timestamp.now() });
      return patchNoteState(note.id, { status: 'draft', publishAt: null, publishedAt: null });
    }),
  );
});
