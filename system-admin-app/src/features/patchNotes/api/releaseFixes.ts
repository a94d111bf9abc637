import { loadFirestore } from '@madoguchi/shared';
import type { NoteFix } from '@madoguchi/shared/contracts';
import { numberOf, textOf, type Subscribe } from '@madoguchi/shared/data';

// The inquiries a release note fixes, as system admins see them (patchNotes/{id}/private/fixes, which
// only they read; setPatchNoteFixes writes it).

export type { NoteFix };

function toNoteFix(value: unknown): NoteFix | null {
  if (typeof value !== 'object' || value === null) return null;
  const fix = value as Record<string, unknown>;
  return {
    tenantId: textOf(fix['tenantId']),
    tenantName: textOf(fix['tenantName']),
    inquiryId: textOf(fix['inquiryId']),
    number: numberOf(fix['number']),
    title: textOf(fix['title']),
    supportRequestId: textOf(fix['supportRequestId']),
  };
}

/** The note's fixed inquiries, live; none until a system admin lists some. */
export function watchPatchNoteFixes(patchNoteId: string): Subscribe<NoteFix[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, 'patchNotes', patchNoteId, 'private', 'fixes'),
      (snapshot) => {
        const fixes: unknown = snapshot.get('fixes');
        onData(Array.isArray(fixes) ? fixes.map(toNoteFix).filter((fix) => fix !== null) : []);
      },
      onError,
    );
  };
}
