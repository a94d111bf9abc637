import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { rateLimitHits, type RateKey, type RateLimit } from '../../functions/src/platform/rateLimit';

/** Forgets every use counted against any limit (each test starts with a fresh allowance). */
export async function clearRateLimits(db: Firestore): Promise<void> {
  // The counters hold only a subcollection of uses, so their parents are listed, not queried.
  const counters = await db.collection('rateLimits').listDocuments();
  await Promise.all(counters.map((counter) => db.recursiveDelete(counter)));
}

/** Records `uses` uses of `limit` by `key` just now, as the callables do. */
export async function useRateLimit(db: Firestore, key: RateKey, limit: RateLimit, uses = limit.max): Promise<void> {
  const now = Date.now();
  await rateLimitHits(db, key, limit.action).add({ at: Timestamp.fromMillis(now), cost: uses, expireAt: Timestamp.fromMillis(now + limit.windowMs) });
}

/** The uses of `limit` by `key` counted in its window now. */
export async function usesOf(db: Firestore, key: RateKey, limit: RateLimit): Promise<number> {
  const hits = await rateLimitHits(db, key, limit.action).where('at', '>', Timestamp.fromMillis(Date.now() - limit.windowMs)).get();
  return hits.docs.reduce((sum, hit) => sum + Number(hit.get('cost')), 0);
}
