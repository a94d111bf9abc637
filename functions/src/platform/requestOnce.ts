import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { errorMessages, refuse } from './errors';

/**
 * Runs `effect` once per (caller, requestId): a retried call returns the first call's result. The
 * marker is claimed in a transaction, so two concurrent calls with one id cannot both run.
 */
export async function onceForRequest<Result>(
  db: Firestore,
  uid: string,
  requestId: string,
  operation: string,
  effect: () => Promise<Result>,
): Promise<Result> {
  const marker = db.doc(`callRequests/${uid}_${requestId}`);
  const previous = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(marker);
    if (snapshot.exists) return snapshot.data();
    tx.create(marker, { uid, operation, status: 'running', createdAt: FieldValue.serverTimestamp() });
    return null;
  });
  if (previous) {
    if (previous.operation !== operation) throw refuse('invalid-argument', 'requestId が別の操作で使われています。');
    if (previous.status === 'done') return previous.result as Result;
    throw refuse('aborted', errorMessages.requestInProgress);
  }
  try {
    const result = await effect();
    await marker.update({ status: 'done', result: result ?? null, finishedAt: FieldValue.serverTimestamp() });
    return result;
  } catch (error) {
    await marker.delete(); // a failed attempt may be retried with the same id
    throw error;
  }
}
