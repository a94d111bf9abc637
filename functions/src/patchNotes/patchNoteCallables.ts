import { getFirestore, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import type { WrittenUpdate } from '../platform/storedDocuments';
import { refuse } from '../platform/errors';
import { richTextToPlain, sanitizeRichText } from '../faq/richText';
import { onceForRequest } from '../platform/requestOnce';
import { publishableContent } from './patchNoteContent';
import { NOTE_NOT_FOUND, patchNoteState, scheduledAt, type PatchNoteState } from './patchNoteState';
import { storedPatchNote } from './storedPatchNote';
import { publishNow } from './publishNote';

// System admins write drafts directly (firestore.rules); publishing, scheduling, unpublishing and any
// change to a published note come here, because they change what every user sees: the body is
// sanitized on the way, and publishing notifies them.

const db = () => getFirestore(adminApp());

/** Runs `change` on the note in a transaction; an unknown note is not-found. */
function changeNote(noteId: string, change: (tx: Transaction, note: DocumentSnapshot) => PatchNoteState) {
  return db().runTransaction(async (tx) => {
    const note = await tx.get(db().doc(`patchNotes/${noteId}`));
    if (!note.exists) throw refuse('not-found', NOTE_NOT_FOUND);
    return change(tx, note);
  });
}

/** System admin: publishes a draft now (a scheduled one too) and tells every user. */
export const publishPatchNote = implement(contracts.publishPatchNote, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'publishPatchNote', () =>
    publishNow(db(), input.patchNoteId, caller.uid, Timestamp.now()),
  );
});

/** System admin: a draft comes out by itself at publishAt (publishScheduledPatchNotes); until then 予約. */
export const schedulePatchNote = implement(contracts.schedulePatchNote, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'schedulePatchNote', () =>
    changeNote(input.patchNoteId, (tx, note) => {
      if (storedPatchNote(note).status !== 'draft') {
        throw refuse('failed-precondition', '公開済みのリリースノートは予約できません。先に公開を取り消してください。');
      }
      const content = publishableContent(note, '予約');
      if (!content.ok) throw refuse('failed-precondition', content.problem);
      const publishAt = Timestamp.fromMillis(Date.parse(input.publishAt));
      tx.update(note.ref, { publishAt, updatedAt: Timestamp.now() } satisfies WrittenUpdate<typeof contracts.patchNoteDocument>);
      return patchNoteState(note.id, { status: 'draft', publishAt, publishedAt: null });
    }),
  );
});

/**
 * System admin: a published or scheduled note goes back to the drafts. Users stop seeing it; it is
 * never announced again (publishNote).
 */
export const unpublishPatchNote = implement(contracts.unpublishPatchNote, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'unpublishPatchNote', () =>
    changeNote(input.patchNoteId, (tx, note) => {
      if (storedPatchNote(note).status !== 'published' && !scheduledAt(note)) {
        throw refuse('failed-precondition', 'このリリースノートは公開も予約もされていません。');
      }
      tx.update(note.ref, { status: 'draft', publishAt: null, publishedAt: null, updatedAt: Timestamp.now() } satisfies WrittenUpdate<typeof contracts.patchNoteDocument>);
      return patchNoteState(note.id, { status: 'draft', publishAt: null, publishedAt: null });
    }),
  );
});

/**
 * System admin: corrects a published note. Readers see the change at once, so the body is sanitized
 * here as at publishing (the rules let clients write drafts only); nobody is notified again.
 */
export const updatePublishedPatchNote = implement(contracts.updatePublishedPatchNote, async (input, caller) => {
  const bodyHtml = sanitizeRichText(input.bodyHtml);
  if (!richTextToPlain(bodyHtml)) throw refuse('invalid-argument', '入力内容に誤りがあります。bodyHtml: 本文を入力してください。');
  return onceForRequest(db(), caller.uid, input.requestId, 'updatePublishedPatchNote', () =>
    changeNote(input.patchNoteId, (tx, note) => {
      const { status, publishedAt } = storedPatchNote(note);
      if (status !== 'published') {
        throw refuse('failed-precondition', 'このリリースノートは公開されていません。下書きはそのまま保存してください。');
      }
      tx.update(note.ref, { title: input.title, bodyHtml, labels: input.labels, updatedAt: Timestamp.now() } satisfies WrittenUpdate<typeof contracts.patchNoteDocument>);
      return patchNoteState(note.id, { status: 'published', publishAt: null, publishedAt });
    }),
  );
});
