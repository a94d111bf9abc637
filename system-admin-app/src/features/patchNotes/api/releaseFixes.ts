import { loadFirestore } from '@madoguchi/shared';
import { decodeDocument, patchNoteFixesDocument, type NoteFix } from '@madoguchi/shared/contracts';
import type { Subscribe } from '@madoguchi/shared/data';

// The inquiries a release note fixes, as system admins see them (patchNotes/{id}/private/fixes, which
// only they read; setPatchNoteFixes writes it).

export type { NoteFix };

/** The note's fixed inquiries, live; none until a system admin lists some. */
export function watchPatchNoteFixes(patchNoteId: string): Subscribe<NoteFix[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, 'patchNotes', patchNoteId, 'private', 'fixes'),
      (snapshot) => onData(decodeDocument(patchNoteFixesDocument, snapshot.data()).fixes),
      onError,
    );
  };
}
