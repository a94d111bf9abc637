import type { DocumentSnapshot, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import type { patchNoteDocument } from '@madoguchi/shared/contracts';
import { refuse } from '../platform/errors';
import type { WrittenUpdate } from '../platform/storedDocuments';
import { tellNoteFixes } from '../releaseFixes/noteFixes';
import { announcePatchNote } from './announcePatchNote';
import { publishableContent } from './patchNoteContent';
import { NOTE_NOT_FOUND, patchNoteState, scheduledAt, type PatchNoteState } from './patchNoteState';
import { storedPatchNote } from './storedPatchNote';

// Publishing, by a system admin now or by the schedule. The transaction that publishes also claims the
// announcement (announcedAt), so users hear of a note at most once: whichever of two concurrent runs
// commits first announces it, and an unpublish followed by a second publish announces nothing. The
// announcement is written after the transaction; should it fail half-way, the rest of the users miss
// this one notice rather than some users getting it twice. Every publication (a second one too) then
// tells the inquiries the note fixes; each hears of it once whatever the number of publications.

const noteRef = (db: Firestore, noteId: string) => db.doc(`patchNotes/${noteId}`);

/** Writes the published state with the sanitized body; true when the note is to be announced. */
function writePublished(tx: Transaction, note: DocumentSnapshot, bodyHtml: string, now: Timestamp): boolean {
  const announce = !storedPatchNote(note).announcedAt;
  tx.update(note.ref, {
    bodyHtml,
    status: 'published',
    publishAt: null,
    publishedAt: now,
    updatedAt: now,
    ...(announce ? { announcedAt: now } : {}),
  } satisfies WrittenUpdate<typeof patchNoteDocument>);
  return announce;
}

/** A system admin publishes a draft (scheduled or not) at once; they are not notified themselves. */
export async function publishNow(db: Firestore, noteId: string, actorUid: string, now: Timestamp): Promise<PatchNoteState> {
  const { title, announce } = await db.runTransaction(async (tx) => {
    const note = await tx.get(noteRef(db, noteId));
    if (!note.exists) throw refuse('not-found', NOTE_NOT_FOUND);
    if (storedPatchNote(note).status === 'published') throw refuse('failed-precondition', 'このリリースノートはすでに公開されています。');
    const content = publishableContent(note, '公開');
    if (!content.ok) throw refuse('failed-precondition', content.problem);
    return { title: content.title, announce: writePublished(tx, note, content.bodyHtml, now) };
  });
  if (announce) await announcePatchNote(db, { id: noteId, title }, now, actorUid);
  await tellNoteFixes(db, { id: noteId, title }, actorUid);
  return patchNoteState(noteId, { status: 'published', publishAt: null, publishedAt: now });
}

/**
 * Publishes a scheduled note whose time has come; anything else (unscheduled or published meanwhile)
 * is left alone. A note that lost its content since it was scheduled is unscheduled instead, so that
 * its editor sees it back among the drafts rather than it being retried every run.
 */
export async function publishIfDue(db: Firestore, noteId: string, now: Timestamp): Promise<'published' | 'unscheduled' | 'not-due'> {
  const outcome = await db.runTransaction(async (tx) => {
    const note = await tx.get(noteRef(db, noteId));
    const publishAt = scheduledAt(note);
    if (!publishAt || publishAt.getTime() > now.toMillis()) return { result: 'not-due' as const };
    const content = publishableContent(note, '公開');
    if (!content.ok) {
      tx.update(note.ref, { publishAt: null, updatedAt: now } satisfies WrittenUpdate<typeof patchNoteDocument>);
      return { result: 'unscheduled' as const };
    }
    return { result: 'published' as const, title: content.title, announce: writePublished(tx, note, content.bodyHtml, now) };
  });
  if (outcome.result === 'published') {
    if (outcome.announce) await announcePatchNote(db, { id: noteId, title: outcome.title }, now, null);
    await tellNoteFixes(db, { id: noteId, title: outcome.title }, null);
  }
  return outcome.result;
}
