import type { DocumentData, DocumentReference, Firestore } from 'firebase-admin/firestore';

/**
 * A BulkWriter (no 500-write limit, writes in parallel) whose close reports the first failed write:
 * BulkWriter's own close resolves whatever happened to the writes.
 */
export function checkedBulkWriter(db: Firestore) {
  const writer = db.bulkWriter();
  const results: Promise<unknown>[] = [];
  // Caught at once, so a failure is reported by close() rather than as an unhandled rejection.
  const track = (result: Promise<unknown>) => void results.push(result.then(() => null, (error: unknown) => error));
  return {
    set: (ref: DocumentReference, data: DocumentData) => track(writer.set(ref, data)),
    delete: (ref: DocumentReference) => track(writer.delete(ref)),
    async close() {
      await writer.close();
      const failure = (await Promise.all(results)).find((error) => error !== null);
      if (failure !== undefined) throw failure;
    },
  };
}
