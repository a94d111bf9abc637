import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { errorMessages, refuse } from './errors';

export interface RateLimit {
  /** What is limited, e.g. 'invite'. */
  action: string;
  max: number;
  windowMs: number;
}

/** Counts `cost` against the caller's fixed window; refuses with resource-exhausted past `max`. */
export async function consumeRateLimit(db: Firestore, uid: string, limit: RateLimit, cost = 1): Promise<void> {
  const ref = db.doc(`rateLimits/${uid}_${limit.action}`);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const now = Date.now();
    const windowStart: number = snapshot.get('windowStart')?.toMillis?.() ?? 0;
    const fresh = now - windowStart >= limit.windowMs;
    const used = fresh ? 0 : (snapshot.get('count') as number);
    if (used + cost > limit.max) throw refuse('resource-exhausted', errorMessages.rateLimited);
    tx.set(ref, {
      windowStart: fresh ? Timestamp.fromMillis(now) : snapshot.get('windowStart'),
      count: used + cost,
    });
  });
}
