import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { decodeDocument, SEARCH_MISS_DAYS, searchMissDocument } from '@madoguchi/shared/contracts';
import { searchesCounted, writeAnalytics } from '../analytics/analyticsWrites';
import { rebuildFaqIndex } from './faqIndex';
import { loadFaqSearch } from './faqSearch';

// After the FAQ changes, the recent searches that found nothing are searched again, with the engine
// the FAQ page runs, over every published entry: a miss the FAQ now answers (an entry written for it,
// a phrasing attached) leaves the admin home's list, and one it no longer answers (the entry deleted)
// comes back. A reader who misses again logs it open again (logFaqSearchMiss), e.g. one whose category
// cannot see the answer.

/** At most this many recent misses are reviewed, the most recently searched first. */
const REVIEWED_MISSES = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The index rebuilt for these audiences, then the misses reviewed. The change is saved by then: a
 * review that fails leaves the list as it was until the next change, and is logged, not reported.
 */
export async function afterFaqChange(db: Firestore, tenantId: string, audiences: Iterable<string>): Promise<void> {
  await rebuildFaqIndex(db, tenantId, audiences);
  await reviewSearchMisses(db, tenantId, { countFixes: true }).catch((error: unknown) =>
    logger.warn('search misses not reviewed', { tenantId, error: error instanceof Error ? error.message : String(error) }),
  );
}

/**
 * Sets `answeredBy` (the best entry's id, or null) on each recent miss whose answer changed. With
 * `countFixes`, each miss that gains an answer counts as fixed today in the analytics (the demo seed,
 * which rewrites its misses each run, does not count).
 */
export async function reviewSearchMisses(db: Firestore, tenantId: string, { countFixes = false, now = new Date() } = {}): Promise<void> {
  const base = `tenants/${tenantId}`;
  const since = Timestamp.fromMillis(now.getTime() - SEARCH_MISS_DAYS * DAY_MS);
  const [index, misses] = await Promise.all([
    loadFaqSearch(db, tenantId, { categoryIds: null }),
    db.collection(`${base}/searchMisses`).where('lastAt', '>=', since).orderBy('lastAt', 'desc').limit(REVIEWED_MISSES).get(),
  ]);
  if (misses.empty) return;
  const batch = db.batch();
  let changed = 0;
  let fixed = 0;
  for (const miss of misses.docs) {
    const { query, answeredBy: before } = decodeDocument(searchMissDocument, miss.data());
    const answeredBy = index.search(query, 1)[0]?.id ?? null;
    if (before === answeredBy) continue;
    batch.update(miss.ref, { answeredBy });
    changed += 1;
    if (before === null) fixed += 1;
  }
  if (countFixes && fixed) writeAnalytics(db, tenantId, batch, [searchesCounted({ fixed }, now)]);
  if (changed) await batch.commit();
}
