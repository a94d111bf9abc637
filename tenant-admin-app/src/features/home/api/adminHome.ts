import type { Query } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import { decodeDocument, SEARCH_MISS_DAYS, searchMissDocument, tokyoDay, type InquiryStatus } from '@madoguchi/shared/contracts';
import { OPEN_INQUIRY_STATUSES, idleSince } from '@madoguchi/shared/data';

/** Inquiries with no activity for this many days count as waiting too long on the admin home. */
export const IDLE_INQUIRY_DAYS = 3;

export interface AdminHomeCounts {
  /** Per open status (OPEN_INQUIRY_STATUSES). */
  open: Partial<Record<InquiryStatus, number>>;
  /** Open inquiries with no activity for IDLE_INQUIRY_DAYS days. */
  idle: number;
  activeUsers: number;
  disabledUsers: number;
  categories: number;
}

/** The admin home's figures, each one count aggregation (no documents are read). */
export async function fetchAdminHomeCounts(tenantId: string, now: Date = new Date()): Promise<AdminHomeCounts> {
  const { db, sdk } = await loadFirestore();
  const tenant = (...path: string[]) => sdk.collection(db, 'tenants', tenantId, ...path);
  const count = async (query: Query) => (await sdk.getCountFromServer(query)).data().count;
  const inquiries = tenant('inquiries');
  const users = tenant('users');
  const [byStatus, idle, activeUsers, disabledUsers, categories] = await Promise.all([
    Promise.all(OPEN_INQUIRY_STATUSES.map((status) => count(sdk.query(inquiries, sdk.where('status', '==', status))))),
    count(
      sdk.query(
        inquiries,
        sdk.where('status', 'in', OPEN_INQUIRY_STATUSES),
        sdk.where('lastMessageAt', '<', idleSince(IDLE_INQUIRY_DAYS, now)),
      ),
    ),
    count(sdk.query(users, sdk.where('status', '==', 'active'))),
    count(sdk.query(users, sdk.where('status', '==', 'disabled'))),
    count(tenant('categories')),
  ]);
  const open: AdminHomeCounts['open'] = Object.fromEntries(OPEN_INQUIRY_STATUSES.map((status, index) => [status, byStatus[index] ?? 0]));
  return { open, idle, activeUsers, disabledUsers, categories };
}

export interface SearchMiss {
  query: string;
  /** Searches within the period. */
  count: number;
  /**
   * The last day it was searched, `YYYY-MM-DD` in Japan: the days are what the misses are counted by,
   * and a day is all the demo data's times are true to.
   */
  lastDay: string | null;
}

export interface SearchMisses {
  /** Misses the FAQ still does not answer, most frequent first. */
  open: SearchMiss[];
  /** Misses of the period the FAQ answers since (the server reviews them after each FAQ change). */
  answered: number;
}

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

type DayCounts = Readonly<Record<string, number>>;

/** The sum of per-day counts from `since` on (days are compared as Tokyo dates). */
export function countSince(days: DayCounts, since: Date): number {
  const first = tokyoDay(since);
  return Object.entries(days).reduce((sum, [day, value]) => (DAY_KEY.test(day) && day >= first ? sum + value : sum), 0);
}

/** The latest day with a count (days are compared as Tokyo dates, as keys sort). */
export function lastDayOf(days: DayCounts): string | null {
  const counted = Object.entries(days).filter(([day, value]) => DAY_KEY.test(day) && value > 0);
  return counted.map(([day]) => day).sort().at(-1) ?? null;
}

/**
 * The FAQ searches that found nothing in the last SEARCH_MISS_DAYS days and still do, most frequent
 * first: what the FAQ is missing. Reads the queries last missed in the period and counts each one's
 * days within it; those the server found answered since (`answeredBy`) are only counted.
 */
export async function fetchRecentSearchMisses(tenantId: string, max: number, now: Date = new Date()): Promise<SearchMisses> {
  const { db, sdk } = await loadFirestore();
  const since = idleSince(SEARCH_MISS_DAYS, now);
  const query = sdk.query(
    sdk.collection(db, 'tenants', tenantId, 'searchMisses'),
    sdk.where('lastAt', '>=', since),
    sdk.orderBy('lastAt', 'desc'),
    sdk.limit(200),
  );
  const { docs } = await sdk.getDocs(query);
  const counted = docs
    .map((doc) => decodeDocument(searchMissDocument, doc.data()))
    .map(({ query, days, answeredBy }) => ({ query, count: countSince(days, since), lastDay: lastDayOf(days), answered: answeredBy !== null }))
    .filter((miss) => miss.query && miss.count > 0);
  const open = counted
    .filter((miss) => !miss.answered)
    .sort((a, b) => b.count - a.count || (b.lastDay ?? '').localeCompare(a.lastDay ?? ''))
    .slice(0, max)
    .map(({ query: text, count: times, lastDay }) => ({ query: text, count: times, lastDay }));
  return { open, answered: counted.filter((miss) => miss.answered).length };
}
