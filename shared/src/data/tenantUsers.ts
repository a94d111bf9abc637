import type { DocumentData, DocumentSnapshot, QueryConstraint } from 'firebase/firestore';
import type { TenantUserStatus } from '../contracts/callables';
import { loadFirestore } from '@madoguchi/shared';
import { ID_PATTERN } from '../contracts/fields';
import { LIST_SEARCH_COLLECTIONS, categoryField } from '../contracts/listSearch';
import { containsAllWords, keywordsOf } from '../search/normalize';
import { fetchPage, type PageCursor, type PageOf } from './paging';
import { searchPage } from './searchPage';
import type { Subscribe } from './useLiveData';
import { dateOf, stringsOf, textOf } from './values';

/** A user as the users list shows them: what their search entry holds too. */
export interface TenantUserRow {
  uid: string;
  name: string;
  /** フリガナ in katakana; '' when none. */
  nameReading: string;
  email: string;
  isTenantAdmin: boolean;
  categoryIds: string[];
  status: TenantUserStatus;
  createdAt: Date | null;
}

/** A user of the tenant as the admin screens show them. */
export interface TenantUser extends TenantUserRow {
  updatedAt: Date | null;
  /**
   * When they last signed in and opened this tenant (recorded by the shell); null while invited. What
   * the tenant's admins see of someone's sign-ins ends at their own tenant.
   */
  lastSignInAt: Date | null;
}

export type TenantUserSort = 'name' | 'email' | 'newest';
export type TenantUserRole = 'admin' | 'member';

export interface TenantUserFilter {
  /** Free text over name, フリガナ (typed in hiragana or katakana alike) and e-mail. */
  text: string;
  categoryId: string | null;
  role: TenantUserRole | null;
  status: TenantUserStatus | null;
  sort: TenantUserSort;
}

export const ALL_TENANT_USERS: TenantUserFilter = { text: '', categoryId: null, role: null, status: null, sort: 'name' };

/**
 * Firestore's orderings. 氏名順 goes by the reading: nameSortKey is written by the server with the
 * reading (functions/src/tenants/nameSortKey.ts; people without one after everyone else), the name
 * breaks ties.
 */
const SORT_ORDER: Record<TenantUserSort, Array<[field: string, direction: 'asc' | 'desc']>> = {
  name: [
    ['nameSortKey', 'asc'],
    ['name', 'asc'],
  ],
  email: [['email', 'asc']],
  newest: [['createdAt', 'desc']],
};

/** A user as their search entry holds them (shared/src/contracts/listSearch.ts), or their document with its uid. */
function toTenantUserRow(data: DocumentData): TenantUserRow {
  return {
    uid: textOf(data['uid']),
    name: textOf(data['name']),
    nameReading: textOf(data['nameReading']),
    email: textOf(data['email']),
    isTenantAdmin: data['isTenantAdmin'] === true,
    categoryIds: stringsOf(data['categoryIds']),
    status: data['status'] === 'disabled' ? 'disabled' : 'active',
    createdAt: dateOf(data['createdAt']),
  };
}

function toTenantUser(doc: DocumentSnapshot<DocumentData>): TenantUser {
  const data = doc.data() ?? {};
  return { ...toTenantUserRow({ ...data, uid: doc.id }), updatedAt: dateOf(data['updatedAt']), lastSignInAt: dateOf(data['lastSignInAt']) };
}

/** The free text's match: name, フリガナ (すずき finds スズキ: the normalisation folds kana) and e-mail. */
const matchesUser = (user: TenantUserRow, text: string) => containsAllWords(text, [user.name, user.nameReading, user.email]);

/**
 * A page of a text search, in 氏名順 whatever the sort (the screen says so), from the search entries
 * the server keeps (searchPage). Each entry is the row itself, so a page reads its entries alone.
 */
async function searchTenantUsers(tenantId: string, filter: TenantUserFilter, keywords: string[], size: number, after: PageCursor | null) {
  const { db, sdk } = await loadFirestore();
  const constraints: QueryConstraint[] = [];
  if (filter.categoryId) {
    // Category ids follow the id rule; another value names no category, and no field path either.
    if (!ID_PATTERN.test(filter.categoryId)) return { items: [], next: null };
    constraints.push(sdk.where(categoryField(filter.categoryId), '==', true));
  }
  if (filter.role) constraints.push(sdk.where('isTenantAdmin', '==', filter.role === 'admin'));
  if (filter.status) constraints.push(sdk.where('status', '==', filter.status));
  const entries = sdk.query(sdk.collection(db, 'tenants', tenantId, LIST_SEARCH_COLLECTIONS.users), ...constraints);
  return searchPage({
    entries,
    keywords,
    size,
    after,
    matches: (entry) => matchesUser(toTenantUserRow(entry), filter.text),
    rows: (found) => found.map((entry) => toTenantUserRow(entry.data())),
  });
}

/** Whether the free text holds a word to search for (a search lists in 氏名順, whatever the sort). */
export const searchesUsers = (filter: TenantUserFilter): boolean => keywordsOf(filter.text).length > 0;

/**
 * A page of the tenant's users (tenant admins only, as the rules say). Equality filters and one sort
 * are Firestore's; free text goes through the search entries.
 */
export async function fetchTenantUsers(
  tenantId: string,
  filter: TenantUserFilter,
  size: number,
  after: PageCursor | null,
): Promise<PageOf<TenantUserRow>> {
  const keywords = keywordsOf(filter.text);
  if (keywords.length) return searchTenantUsers(tenantId, filter, keywords, size, after);
  const { db, sdk } = await loadFirestore();
  const constraints: QueryConstraint[] = [];
  if (filter.categoryId) constraints.push(sdk.where('categoryIds', 'array-contains', filter.categoryId));
  if (filter.role) constraints.push(sdk.where('isTenantAdmin', '==', filter.role === 'admin'));
  if (filter.status) constraints.push(sdk.where('status', '==', filter.status));
  constraints.push(...SORT_ORDER[filter.sort].map(([field, direction]) => sdk.orderBy(field, direction)));
  return fetchPage(sdk.query(sdk.collection(db, 'tenants', tenantId, 'users'), ...constraints), size, after, toTenantUser);
}

/** One user of the tenant, live; null when there is no such user. */
export function watchTenantUser(tenantId: string, uid: string): Subscribe<TenantUser | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const ref = sdk.doc(db, 'tenants', tenantId, 'users', uid);
    return sdk.onSnapshot(ref, (snapshot) => onData(snapshot.exists() ? toTenantUser(snapshot) : null), onError);
  };
}
