import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { decodeDocument, patchNoteFixesDocument, type NoteFix } from '@madoguchi/shared/contracts';
import { storedPatchNote } from '../patchNotes/storedPatchNote';
import { tellInquiryFixed, type FixedNote } from './tellFixed';

// The inquiries a system admin listed on a note (setPatchNoteFixes), kept beside the note in a
// document only system admins read: users read the note itself, and these are other tenants' titles.

/** A note's id and title as its fixes quote it. */
export const fixedNote = (note: DocumentSnapshot): FixedNote => ({ id: note.id, title: storedPatchNote(note).title.trim() });

export const fixesPath = (patchNoteId: string) => `patchNotes/${patchNoteId}/private/fixes`;

export const fixesOf = (snapshot: DocumentSnapshot): NoteFix[] => decodeDocument(patchNoteFixesDocument, snapshot.data()).fixes;

/**
 * Tells every inquiry the note lists (each once: see tellInquiryFixed); answers how many heard of it
 * now. Called after the note is out, so one inquiry's failure is logged and the others still hear;
 * saving the list again tells the ones left.
 */
export async function tellNoteFixes(db: Firestore, note: FixedNote, actorUid: string | null, fixes?: NoteFix[]): Promise<number> {
  const listed = fixes ?? fixesOf(await db.doc(fixesPath(note.id)).get());
  const outcomes = await Promise.allSettled(listed.map((fix) => tellInquiryFixed(db, fix.tenantId, fix.inquiryId, note, actorUid)));
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected') {
      const { tenantId, inquiryId } = listed[index]!;
      logger.error('telling an inquiry of its release note failed', { patchNoteId: note.id, tenantId, inquiryId, error: String(outcome.reason) });
    }
  });
  return outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value === 'told').length;
}
