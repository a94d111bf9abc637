import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { rateLimitHits, type RateLimit } from '../../functions/src/platform/rateLimit';

/** Forgets every use counted against any limit (each test starts with a fresh allowance). */
export async function clearRateLimits(db: Firestore): Promise<void> {
  // The counters hold only a subcollection of uses, so their parents are listed, not queried.
  const counters = await db.collection('rateLimits').listDocuments();
  await Promise.all(counters.map((counter) => db.recursiveDelete(counter)));
}

/** Records `uses` uses of `limit` by `uid` just now, as the callables do. */
export async function useRateLimit(db: Firestore, uid: string, limit: RateLimit, uses = limit.max): Promise<void> {
  const now = Date.now();
  await rateLimitHits(db, uid, limit.action).add({ at: Timestamp.fromMillis(now), cost: uses, expireAt: Timestamp.fromMillis(now + limit.windowMs) });
}

/** The uses of `limit` by `uid` counted in its window now. */
export async function usesOf(db: Firestore, uid: string, limit: RateLimit): Promise<number> {
  const hits = await rateLimitHits(db, uid, limit.action).where('at', '>', Timestamp.fromMillis(Date.now() - limit.windowMs)).get();
  return hits.docs.reduce((sum, hit) => sum + Number(hit.get('cost')), 0);
}
