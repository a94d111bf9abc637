import type { QueryConstraint } from 'firebase/firestore';
import type { InquiryStatus } from '../contracts/callables';
import { loadFirestore } from '@madoguchi/shared';
import { LIST_SEARCH_COLLECTIONS } from '../contracts/listSearch';
import { containsAllWords, hasEveryKeyword, keywordsOf } from '../search/normalize';
import { toHalfWidth } from '../validation/halfWidth';
import { earlyReadKeys, takeEarlyRead, type EarlyDocument, type EarlyQuery } from '../early/earlyReads';
import { sdkQuery } from './firestoreQueries';
import { inquiryPath } from '../contracts/documentPaths';
import { inquiryMessagesPlan, type Viewer } from './inquiryPlans';
import { fetchPage, type PageCursor, type PageOf } from './paging';
import { restSnapshot, toInquiry, toMessage, type Inquiry, type InquiryMessage } from './inquiryRecords';
import { searchPage } from './searchPage';
import type { Subscribe } from './useLiveData';
import { inquirySearchEntryDocument } from '../contracts/documents/inquiry';
import { decodeDocument } from '../contracts/documents/storedFields';

/** Statuses that still need someone to act: the top page lists these as "open". */
export const OPEN_INQUIRY_STATUSES: InquiryStatus[] = ['new', 'in_progress', 'waiting'];

export type { Viewer } from './inquiryPlans';
export type { Inquiry, InquiryMessage, InquirySatisfaction } from './inquiryRecords';

export interface InquiryFilter {
  status: InquiryStatus | null;
  categoryId: string | null;
  requesterUid: string | null;
  /**
   * Only inquiries still open (or of `status`) with no activity for at least this many days: the
   * admin home's "waiting too long" figure links here.
   */
  idleDays: number | null;
  /** Free text over number, title, body and requester; `#12` or `12` finds number 12. */
  text: string;
}

export const NO_FILTER: InquiryFilter = { status: null, categoryId: null, requesterUid: null, idleDays: null, text: '' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which an inquiry counts as idle for `days`. */
export function idleSince(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** The number a text filter names (`#12`, `12`, `＃１２`), if it is one. */
export function inquiryNumberIn(text: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(toHalfWidth(text));
  return match ? Number(match[1]) : null;
}

/** Whether an inquiry matches a text filter, with the FAQ search's Japanese normalisation. */
export function matchesText(inquiry: Inquiry, text: string): boolean {
  return containsAllWords(text, [inquiry.title, inquiry.body, inquiry.requesterName]);
}

/** The filters the inquiries and their search entries share: requester, status (open ones when idle), category. */
async function sharedFilters(viewer: Viewer, filter: Omit<InquiryFilter, 'text'>): Promise<QueryConstraint[]> {
  const { sdk } = await loadFirestore();
  const constraints: QueryConstraint[] = [];
  if (!viewer.isTenantAdmin) constraints.push(sdk.where('requesterUid', '==', viewer.uid));
  else if (filter.requesterUid) constraints.push(sdk.where('requesterUid', '==', filter.requesterUid));
  if (filter.status) constraints.push(sdk.where('status', '==', filter.status));
  else if (filter.idleDays !== null) constraints.push(sdk.where('status', 'in', OPEN_INQUIRY_STATUSES));
  if (filter.categoryId) constraints.push(sdk.where('categoryId', '==', filter.categoryId));
  return constraints;
}

async function inquiryQuery(viewer: Viewer, filter: Omit<InquiryFilter, 'text'>, number: number | null) {
  const { db, sdk } = await loadFirestore();
  const constraints = await sharedFilters(viewer, filter);
  if (filter.idleDays !== null) constraints.push(sdk.where('lastMessageAt', '<', idleSince(filter.idleDays)));
  // A number names one inquiry: no order needed, so equality filters alone serve (no extra index).
  if (number !== null) constraints.push(sdk.where('number', '==', number));
  else constraints.push(sdk.orderBy('lastMessageAt', 'desc'));
  return sdk.query(sdk.collection(db, 'tenants', viewer.tenantId, 'inquiries'), ...constraints);
}

/** Whether an inquiry read for a search still passes the filter: its search entry may lag behind it. */
function stillMatches(inquiry: Inquiry, viewer: Viewer, filter: InquiryFilter, idleBefore: Date | null): boolean {
  const requesterUid = viewer.isTenantAdmin ? filter.requesterUid : viewer.uid;
  return (
    (requesterUid === null || inquiry.requesterUid === requesterUid) &&
    (filter.status === null ? filter.idleDays === null || OPEN_INQUIRY_STATUSES.includes(inquiry.status) : inquiry.status === filter.status) &&
    (filter.categoryId === null || inquiry.categoryId === filter.categoryId) &&
    (idleBefore === null || (inquiry.lastMessageAt !== null && inquiry.lastMessageAt < idleBefore)) &&
    matchesText(inquiry, filter.text)
  );
}

/**
 * The inquiries of search entries, each read by its id, all at once (null where one is gone). By id
 * rather than one `documentId() in` query: the same reads, and the emulator answers such a query by
 * scanning the collection (14 s on 50,000 inquiries, where a read by id takes milliseconds).
 */
async function inquiriesOf(tenantId: string, ids: string[]): Promise<(Inquiry | null)[]> {
  const { db, sdk } = await loadFirestore();
  return Promise.all(
    ids.map(async (id) => {
      if (!id) return null;
      const snapshot = await sdk.getDoc(sdk.doc(db, ...inquiryPath(tenantId, id)));
      return snapshot.exists() ? toInquiry(snapshot) : null;
    }),
  );
}

/**
 * A page of a text search, newest inquiry (by number) first, from the search entries the server keeps
 * (searchPage): a full page unless it is the last, whatever the tenant's size. The idle filter is checked
 * on the inquiries read (an entry holds no activity time: it changes with every reply), so with it a
 * search reads open matches until it has a page, more than a page's worth when few of them are idle.
 */
async function searchInquiries(viewer: Viewer, filter: InquiryFilter, keywords: string[], size: number, after: PageCursor | null) {
  const { db, sdk } = await loadFirestore();
  const idleBefore = filter.idleDays === null ? null : idleSince(filter.idleDays);
  const entries = sdk.query(sdk.collection(db, 'tenants', viewer.tenantId, LIST_SEARCH_COLLECTIONS.inquiries), ...(await sharedFilters(viewer, filter)));
  return searchPage({
    entries,
    keywords,
    size,
    after,
    matches: (entry) => hasEveryKeyword(decodeDocument(inquirySearchEntryDocument, entry).text, keywords),
    rows: async (found) => {
      const inquiries = await inquiriesOf(viewer.tenantId, found.map((entry) => decodeDocument(inquirySearchEntryDocument, entry.data()).inquiryId));
      return inquiries.map((inquiry) => (inquiry && stillMatches(inquiry, viewer, filter, idleBefore) ? inquiry : null));
    },
  });
}

/** The words a text filter searches for; none when it names a number (`#12`) or holds no word. */
export function inquiryKeywords(text: string): string[] {
  return inquiryNumberIn(text.trim()) === null ? keywordsOf(text) : [];
}

/**
 * A page of inquiries, newest activity first; `#12` names one by number. A search for words goes
 * through the search entries and lists the newest inquiry first (the screen says so).
 */
export async function fetchInquiries(
  viewer: Viewer,
  filter: InquiryFilter,
  size: number,
  after: PageCursor | null,
): Promise<PageOf<Inquiry>> {
  const keywords = inquiryKeywords(filter.text);
  if (keywords.length) return searchInquiries(viewer, filter, keywords, size, after);
  return fetchPage(await inquiryQuery(viewer, filter, inquiryNumberIn(filter.text.trim())), size, after, toInquiry);
}

/** The viewer's inquiries that still need action, for the top page: one live listener. */
export function watchOpenInquiries(viewer: Viewer, count: number): Subscribe<Inquiry[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const query = sdk.query(
      sdk.collection(db, 'tenants', viewer.tenantId, 'inquiries'),
      sdk.where('requesterUid', '==', viewer.uid),
      sdk.where('status', 'in', OPEN_INQUIRY_STATUSES),
      sdk.orderBy('lastMessageAt', 'desc'),
      sdk.limit(count),
    );
    return sdk.onSnapshot(query, (snapshot) => onData(snapshot.docs.map(toInquiry)), onError);
  };
}

/**
 * One inquiry, live; null when it does not exist (or was never visible). What the page's first script
 * read of it is shown first, until the listener has answered.
 */
export function watchInquiry(tenantId: string, inquiryId: string): Subscribe<Inquiry | null> {
  return async (onData, onError) => {
    let live = false;
    takeEarlyRead<EarlyDocument>(earlyReadKeys.inquiry(tenantId, inquiryId))?.then(
      (document) => live || onData(document ? toInquiry(restSnapshot(document)) : null),
      () => undefined,
    );
    const { db, sdk } = await loadFirestore();
    const ref = sdk.doc(db, ...inquiryPath(tenantId, inquiryId));
    return sdk.onSnapshot(
      ref,
      (snapshot) => {
        live = true;
        onData(snapshot.exists() ? toInquiry(snapshot) : null);
      },
      onError,
    );
  };
}

/** Messages in thread order, each once: the tail a listener gives after messages already read. */
function withTail(head: InquiryMessage[], tail: InquiryMessage[]): InquiryMessage[] {
  const seen = new Set(head.map((message) => message.id));
  return [...head, ...tail.filter((message) => !seen.has(message.id))];
}

/**
 * The thread, oldest first, live. When the page's first script has read it, those messages are shown
 * at once and the listener asks only for those written since (messages are never changed), so the
 * thread is not read twice.
 */
export function watchInquiryMessages(viewer: Viewer, inquiryId: string): Subscribe<InquiryMessage[]> {
  return async (onData, onError) => {
    const early = await (takeEarlyRead<EarlyQuery>(earlyReadKeys.messages(viewer, inquiryId))?.catch(() => null) ?? null);
    const head = (early ?? []).map((document) => toMessage(restSnapshot(document)));
    if (head.length) onData(head);
    const since = head.at(-1)?.createdAt ?? undefined;
    const { sdk } = await loadFirestore();
    const query = await sdkQuery(inquiryMessagesPlan(viewer, inquiryId, since));
    return sdk.onSnapshot(query, (snapshot) => onData(withTail(since ? head : [], snapshot.docs.map(toMessage))), onError);
  };
}

/** One inquiry of the tenant, read once (a tenant admin's); null when there is none. */
export async function fetchInquiry(tenantId: string, inquiryId: string): Promise<Inquiry | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'tenants', tenantId, 'inquiries', inquiryId));
  return snapshot.exists() ? toInquiry(snapshot) : null;
}

/** The tenant's inquiry of that number (a tenant admin's look-up); null when there is none. */
export async function fetchInquiryByNumber(tenantId: string, number: number): Promise<Inquiry | null> {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(sdk.collection(db, 'tenants', tenantId, 'inquiries'), sdk.where('number', '==', number), sdk.limit(1));
  const found = (await sdk.getDocs(query)).docs[0];
  return found ? toInquiry(found) : null;
}

/** A fresh id for an inquiry about to be filed, so its attachments can be uploaded under it first. */
export async function newInquiryId(tenantId: string): Promise<string> {
  const { db, sdk } = await loadFirestore();
  return sdk.doc(sdk.collection(db, 'tenants', tenantId, 'inquiries')).id;
}
