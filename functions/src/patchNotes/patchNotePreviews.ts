import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp } from '../admin';

// Preview snapshots (patchNotes/{id}/previews/{pid}, 'new' for a note not yet saved) are made by the
// editor for one look at unsaved content (firestore.rules; createdAt is the server time). Nobody
// opens one a day later, and clients may not delete them, so the server does.

/** How long a preview link keeps working. */
export const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

/** Deletes every note's previews made more than PREVIEW_KEPT_MS before `now`; returns how many. */
export async function deleteStalePreviews(db: Firestore, now: Date): Promise<number> {
  // A collection-group query: previews of 'new' have no note document to list them from. Its index
  // is the previews.createdAt override in firestore.indexes.json.
  const stale = await db
    .collectionGroup('previews')
    .where('createdAt', '<', Timestamp.fromMillis(now.getTime() - PREVIEW_KEPT_MS))
    .get();
  const previews = stale.docs.filter((doc) => doc.ref.parent.parent?.parent.id === 'patchNotes');
  for (let start = 0; start < previews.length; start += 450) {
    const batch = db.batch();
    for (const doc of previews.slice(start, start + 450)) batch.delete(doc.ref);
    await batch.commit();
  }
  return previews.length;
}

/** Daily in the small hours, Tokyo time: a preview lives a day, at most two. */
export const deleteOldPatchNotePreviews = onSchedule({ schedule: 'every day 04:00', timeZone: 'Asia/Tokyo' }, async () => {
  await deleteStalePreviews(getFirestore(adminApp()), new Date());
});

/**
 * Deleting a note (a system admin deletes drafts directly) leaves no previews of it behind, nor the
 * list of inquiries it fixes (private/fixes).
 */
export const deletePatchNotePreviewsOnDelete = onDocumentDeleted('patchNotes/{patchNoteId}', async (event) => {
  const db = getFirestore(adminApp());
  const note = `patchNotes/${event.params.patchNoteId}`;
  await Promise.all([db.recursiveDelete(db.collection(`${note}/previews`)), db.recursiveDelete(db.collection(`${note}/private`))]);
});
