import { FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { tokyoDay } from '@madoguchi/shared/contracts';

// A tenant's figures live in two documents per month, kept up to date as things happen:
//   tenants/{t}/analytics/inquiries-YYYY-MM   days.DD: received, first responses, resolutions, satisfaction
//   tenants/{t}/analytics/faq-YYYY-MM         days.DD: per-entry views, votes, self-solved, inserted; zero-hit searches
// Each day's map is that day's rollup, and today's is live. The analytics page reads at most two documents
// a month whatever the tenant's size (eight for 90 days), instead of every inquiry. Durations are kept per
// inquiry (not summed), so medians and percentiles are exact, and a re-resolved inquiry replaces its entry;
// each holds business and calendar minutes.
// Writes are merges with increments, part of the same batch or transaction as the change they count, so a
// retried or refused change counts nothing. `days` is exempt from indexing (firestore.indexes.json).

/** The key of inquiries without a category in per-category maps; not a valid document id, so it never collides. */
export const NO_CATEGORY = '~none';

export type Satisfaction = 'satisfied' | 'neutral' | 'dissatisfied';
export type FaqCounter = 'views' | 'helpful' | 'notHelpful' | 'solved' | 'inserted';
export type AnalyticsKind = 'inquiries' | 'faq';

/** One change inside a day's map: a counter moved, a value set, or an entry removed. */
export type DayChange =
  | { path: string[]; add: number }
  | { path: string[]; set: unknown }
  | { path: string[]; remove: true };

export interface AnalyticsWrite {
  kind: AnalyticsKind;
  /** `YYYY-MM-DD` in Japan. */
  day: string;
  changes: DayChange[];
}

export const analyticsDocId = (kind: AnalyticsKind, month: string) => `${kind}-${month}`;
export const analyticsPath = (tenantId: string, write: Pick<AnalyticsWrite, 'kind' | 'day'>) =>
  `tenants/${tenantId}/analytics/${analyticsDocId(write.kind, write.day.slice(0, 7))}`;

const categoryKey = (categoryId: string | null) => categoryId ?? NO_CATEGORY;

/** An inquiry was filed. */
export const inquiryReceived = (categoryId: string | null, at: Date): AnalyticsWrite => ({
  kind: 'inquiries',
  day: tokyoDay(at),
  changes: [{ path: ['received', categoryKey(categoryId)], add: 1 }],
});

/** How long a milestone took from filing: business minutes (`minutes`) and calendar minutes beside them. */
export interface Elapsed {
  minutes: number;
  calendarMinutes: number;
}

/**
 * A duration, kept under the inquiry's id on the day it ended. Entries written before calendar minutes
 * were kept have `minutes` alone.
 */
export const inquiryDuration = (
  measure: 'firstResponse' | 'resolution',
  inquiry: { id: string; categoryId: string | null },
  elapsed: Elapsed,
  at: Date,
): AnalyticsWrite => ({
  kind: 'inquiries',
  day: tokyoDay(at),
  changes: [{ path: [measure, inquiry.id], set: { ...elapsed, category: categoryKey(inquiry.categoryId) } }],
});

/** Removes an inquiry's earlier resolution, on the day it was recorded, when it is resolved again. */
export const forgetResolution = (inquiryId: string, day: string): AnalyticsWrite => ({
  kind: 'inquiries',
  day,
  changes: [{ path: ['resolution', inquiryId], remove: true }],
});

/** A requester answered 「解決しましたか？」. */
export const satisfactionGiven = (categoryId: string | null, rating: Satisfaction, at: Date): AnalyticsWrite => ({
  kind: 'inquiries',
  day: tokyoDay(at),
  changes: [{ path: ['satisfaction', categoryKey(categoryId), rating], add: 1 }],
});

/**
 * A change to a FAQ entry's counters on one day (a vote changed from helpful to not helpful is +1 and
 * −1). The entry's question and audience are kept beside them, so the page lists entries by name and
 * filters them by user category without reading the FAQ.
 */
export function faqCounted(faq: { id: string; question: string; categoryIds: string[] }, deltas: Partial<Record<FaqCounter, number>>, at: Date): AnalyticsWrite {
  const entry = ['entries', faq.id];
  return {
    kind: 'faq',
    day: tokyoDay(at),
    changes: [
      ...Object.entries(deltas).map(([counter, delta]) => ({ path: [...entry, counter], add: delta ?? 0 })),
      { path: [...entry, 'question'], set: faq.question.slice(0, 80) },
      { path: [...entry, 'categoryIds'], set: faq.categoryIds },
    ],
  };
}

/** Zero-hit searches on one day, and search words the FAQ came to answer that day. */
export const searchesCounted = (deltas: { zeroHit?: number; fixed?: number }, at: Date): AnalyticsWrite => ({
  kind: 'faq',
  day: tokyoDay(at),
  changes: Object.entries(deltas).map(([counter, delta]) => ({ path: ['searches', counter], add: delta ?? 0 })),
});

type Tree = Record<string, unknown>;

/** The map holding `path`'s last key inside `target` (made on the way), and that key. */
function slotOf(target: Tree, path: readonly string[]): [Tree, string] {
  const parent = path.slice(0, -1).reduce<Tree>((at, key) => (at[key] ??= {}) as Tree, target);
  return [parent, path.at(-1)!];
}

const pathOf = (write: AnalyticsWrite, change: DayChange) => ['days', write.day.slice(8, 10), ...change.path];

/** A write as a merge: `{ month, days: { DD: { …changes as sentinels } } }`. */
function mergeOf(write: AnalyticsWrite): Tree {
  const data: Tree = { month: write.day.slice(0, 7) };
  for (const change of write.changes) {
    const [parent, key] = slotOf(data, pathOf(write, change));
    parent[key] = 'add' in change ? FieldValue.increment(change.add) : 'set' in change ? change.set : FieldValue.delete();
  }
  return data;
}

/** Adds the writes to the batch or transaction of the change they count. */
export function writeAnalytics(store: Firestore, tenantId: string, target: WriteBatch | Transaction, writes: readonly AnalyticsWrite[]) {
  for (const write of writes) (target as WriteBatch).set(store.doc(analyticsPath(tenantId, write)), mergeOf(write), { merge: true });
}

/** For a change that has no batch of its own (a view, a search): its figures alone. */
export async function commitAnalytics(store: Firestore, tenantId: string, writes: readonly AnalyticsWrite[]) {
  if (!writes.length) return;
  const batch = store.batch();
  writeAnalytics(store, tenantId, batch, writes);
  await batch.commit();
}

/**
 * The documents the writes add up to, applied in order to nothing (the demo seed writes these whole, so
 * seeding again gives the same figures rather than twice them).
 */
export function foldAnalytics(tenantId: string, writes: readonly AnalyticsWrite[]): Map<string, Tree> {
  const docs = new Map<string, Tree>();
  for (const write of writes) {
    const path = analyticsPath(tenantId, write);
    const doc = docs.get(path) ?? { month: write.day.slice(0, 7), days: {} };
    docs.set(path, doc);
    for (const change of write.changes) {
      const [parent, key] = slotOf(doc, pathOf(write, change));
      if ('add' in change) parent[key] = (typeof parent[key] === 'number' ? parent[key] : 0) + change.add;
      else if ('set' in change) parent[key] = change.set;
      else delete parent[key];
    }
  }
  return docs;
}
