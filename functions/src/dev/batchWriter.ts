import type { DocumentData, DocumentReference, Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { SeedWriter } from './seedContent';

/** Firestore's limit of writes in one batch. */
const BATCH_SIZE = 500;
/** Batches committed at once: enough to keep the emulator busy without swamping it. */
const IN_FLIGHT = 4;

/** Runs `task` on each item, at most `limit` at once. */
export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Queues writes and commits them on close() in batches of at most 500, a few at a time. Batches may
 * land in any order, so a document must not be both written and deleted through one writer.
 */
export function batchWriter(db: Firestore) {
  const writes: ((batch: WriteBatch) => void)[] = [];
  const writer = {
    set: (ref: DocumentReference, data: DocumentData) => void writes.push((batch) => batch.set(ref, data)),
    delete: (ref: DocumentReference) => void writes.push((batch) => batch.delete(ref)),
    get size() {
      return writes.length;
    },
    /** Commits everything queued; `progress` hears how many writes are done after each batch. */
    async close(progress: (done: number, total: number) => void = () => undefined): Promise<void> {
      const batches = Array.from({ length: Math.ceil(writes.length / BATCH_SIZE) }, (_, i) => writes.slice(i * BATCH_SIZE, (i + 1) * BATCH_SIZE));
      let done = 0;
      await inParallel(batches, IN_FLIGHT, async (queued) => {
        const batch = db.batch();
        for (const write of queued) write(batch);
        await batch.commit();
        progress((done += queued.length), writes.length);
      });
    },
  };
  return writer satisfies SeedWriter;
}
