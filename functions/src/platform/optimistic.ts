import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore, WriteBatch } from 'firebase-admin/firestore';
import { refuse } from './errors';

// Read-decide-write on one busy document (an inquiry, a tenant's counter) without a transaction. A
// transaction locks what it reads, and many callers on one document then queue on the lock until it
// times out (30 replies at once mostly failed that way). Here each attempt reads freely and writes only
// if the document is still as read (its update time as a precondition, or "must not exist yet"), with
// whatever else belongs to the change in the same atomic batch; a caller that lost the race reads
// again after a short random pause. Someone always wins a round, so everyone gets through.

const FAILED_PRECONDITION = 9;
const ALREADY_EXISTS = 6;
/** Gives up well inside a callable's deadline, with a message rather than `internal`. */
const DEADLINE_MS = 45_000;

export const BUSY = '混み合っているため処理できませんでした。しばらくしてから再度お試しください。';

export interface Change<Result> {
  /** The busy document's new fields (its first content when it does not exist); null: nothing to write. */
  data: DocumentData | null;
  /** Other writes of the same change. */
  also?: (batch: WriteBatch) => void;
  result: Result;
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(25 * 2 ** attempt, 400)));

/**
 * Applies `decide`'s change to `ref` as of the snapshot it was given, retrying with fresh snapshots
 * while others change the document first. `decide` may refuse by throwing; it runs once per attempt.
 */
export async function changeWhenUnchanged<Result>(
  db: Firestore,
  ref: DocumentReference,
  decide: (snapshot: DocumentSnapshot) => Promise<Change<Result>> | Change<Result>,
): Promise<Result> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    const snapshot = await ref.get();
    const change = await decide(snapshot);
    if (change.data === null) return change.result;
    const batch = db.batch();
    if (snapshot.exists) batch.update(ref, change.data, { lastUpdateTime: snapshot.updateTime! });
    else batch.create(ref, change.data);
    change.also?.(batch);
    try {
      await batch.commit();
      return change.result;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const lostRace = code === FAILED_PRECONDITION || (code === ALREADY_EXISTS && !snapshot.exists);
      if (!lostRace) throw error;
      if (Date.now() - started > DEADLINE_MS) throw refuse('aborted', BUSY);
      await pause(attempt);
    }
  }
}
