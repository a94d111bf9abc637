import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { storedPatchNote } from './storedPatchNote';

export type PatchNoteStatus = 'draft' | 'published';

/**
 * What the release-note callables answer: the note's state after the call, times in ISO 8601. A
 * draft with publishAt set is scheduled (予約); clients read it no differently from the document.
 */
export interface PatchNoteState {
  patchNoteId: string;
  status: PatchNoteStatus;
  publishAt: string | null;
  publishedAt: string | null;
}

export const NOTE_NOT_FOUND = '指定されたリリースノートが見つかりません。';

const iso = (time: Timestamp | Date | null) => (time && 'toDate' in time ? time.toDate() : time)?.toISOString() ?? null;

export function patchNoteState(
  patchNoteId: string,
  state: { status: PatchNoteStatus; publishAt: Timestamp | Date | null; publishedAt: Timestamp | Date | null },
): PatchNoteState {
  return { patchNoteId, status: state.status, publishAt: iso(state.publishAt), publishedAt: iso(state.publishedAt) };
}

/** A note that is a draft with a publication time. */
export function scheduledAt(note: DocumentSnapshot): Date | null {
  const { status, publishAt } = storedPatchNote(note);
  return note.exists && status === 'draft' ? publishAt : null;
}
