import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { decodeDocument, patchNoteDocument, type PatchNoteDocument } from '@madoguchi/shared/contracts';

/** A release note as stored, read through its contract (shared/src/contracts/documents/patchNote.ts); empty fields when there is none. */
export const storedPatchNote = (snapshot: DocumentSnapshot): PatchNoteDocument => decodeDocument(patchNoteDocument, snapshot.data());
