import { isDeepStrictEqual } from 'node:util';
import { Timestamp, type DocumentData, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  PATCH_NOTE_DIGEST_PATH,
  PATCH_NOTE_DIGEST_SIZE,
  categoryDigestEntry,
  categoryDigestOf,
  categoryDigestPath,
  decodeDocument,
  documentPath,
  patchNoteDocument,
  type categoryDigestDocument,
  type patchNoteDigestDocument,
} from '@madoguchi/shared/contracts';
import type { Written } from '../platform/storedDocuments';

// The digests of shared/src/contracts/digests.ts, rebuilt from their collection: by the triggers after
// any write (digestTriggers.ts), by the seeds once they have written, and by ops/rebuildDerivedData for
// data from before them. A rebuild reads the collection as it is now inside a transaction, so however the
// triggers of concurrent writes interleave, the last one to commit leaves the digest current.

const categoryDigest = (db: Firestore, tenantId: string) => db.doc(documentPath(categoryDigestPath(tenantId)));
const patchNoteDigest = (db: Firestore) => db.doc(documentPath(PATCH_NOTE_DIGEST_PATH));

/** What of a category document its digest shows; null when there is none. */
export const categoryDigestFields = (id: string, data: DocumentData | undefined) => (data ? categoryDigestEntry(id, data) : null);

/** What of a release note the digest dates: its publication time, while it is published. */
export function patchNoteDigestFields(data: DocumentData | undefined): number | null {
  if (!data) return null;
  const { status, publishedAt } = decodeDocument(patchNoteDocument, data);
  return status === 'published' ? (publishedAt?.getTime() ?? null) : null;
}

/**
 * Writes `digest` unless the document already holds exactly that: every write of a document reaches
 * its listeners as a read, on every page open.
 */
async function writeIfChanged(transaction: Transaction, ref: DocumentReference, digest: DocumentData): Promise<void> {
  const current = await transaction.get(ref);
  if (!isDeepStrictEqual(current.data(), digest)) transaction.set(ref, digest);
}

/** Writes the tenant's categories digest from the categories the tenant has now. */
export async function rebuildCategoryDigest(db: Firestore, tenantId: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const categories = await transaction.get(db.collection(`tenants/${tenantId}/categories`));
    const digest: Written<typeof categoryDigestDocument> = categoryDigestOf(categories.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
    await writeIfChanged(transaction, categoryDigest(db, tenantId), digest);
  });
}

/** Writes the release notes digest from the notes published now. */
export async function rebuildPatchNoteDigest(db: Firestore): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const newest = await transaction.get(
      db.collection('patchNotes').where('status', '==', 'published').orderBy('publishedAt', 'desc').limit(PATCH_NOTE_DIGEST_SIZE),
    );
    // Published notes have their time; Firestore's ordering left out any without one.
    const publishedAt = newest.docs.flatMap((doc) => decodeDocument(patchNoteDocument, doc.data()).publishedAt ?? []).map((time) => Timestamp.fromDate(time));
    await writeIfChanged(transaction, patchNoteDigest(db), { complete: true, publishedAt } satisfies Written<typeof patchNoteDigestDocument>);
  });
}
