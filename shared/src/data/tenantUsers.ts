import type { QueryConstraint } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import { ID_PATTERN } from '../contracts/fields';
import { LIST_SEARCH_COLLECTIONS, categoryField } from '../contracts/listSearch';
import { containsAllWords, keywordsOf } from '../search/normalize';
import { fetchPage, type PageCursor, type PageOf } from './paging';
import { searchPage } from './searchPage';
import type { Subscribe } from './useLiveData';
import { earlyReadKeys, takeEarlyRead, type EarlyQuery } from '../early/earlyReads';
import { restSnapshot } from './inquiryRecords';
import { sdkQuery } from './firestoreQueries';
import {
  ALL_TENANT_USERS,
  TENANT_USERS_PAGE_SIZE,
  tenantUsersPlan,
  toTenantUser,
  toTenantUserRow,
  type TenantUser,
  type TenantUserFilter,
  type TenantUserRow,
} from './tenantUserRecords';

// Shared because it takes the users list's first page that the shell's first script read before the
// tenant admins' area loaded (../early/earlyReads).

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

const opensAsIs = (filter: TenantUserFilter) =>
  (Object.keys(ALL_TENANT_USERS) as (keyof TenantUserFilter)[]).every((key) => filter[key] === ALL_TENANT_USERS[key]);

/**
 * The list's first page as the page's first script read it before the app arrived (shell/src/early),
 * taken once instead of reading it again; null when there is none to take, or it failed.
 */
async function earlyFirstPage(tenantId: string, filter: TenantUserFilter, size: number): Promise<PageOf<TenantUser> | null> {
  if (size !== TENANT_USERS_PAGE_SIZE || !opensAsIs(filter)) return null;
  const docs = await takeEarlyRead<EarlyQuery>(earlyReadKeys.tenantUsers(tenantId))?.catch(() => null);
  if (!docs) return null;
  const page = docs.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map((doc) => toTenantUser(restSnapshot(doc))),
    next: docs.length > size && last ? { documentPath: ['tenants', tenantId, 'users', last.id] } : null,
  };
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
  const early = after === null ? await earlyFirstPage(tenantId, filter, size) : null;
  if (early) return early;
  return fetchPage(await sdkQuery(tenantUsersPlan(tenantId, filter)), size, after, toTenantUser);
}

/** One user of the tenant, live; null when there is no such user. */
export function watchTenantUser(tenantId: string, uid: string): Subscribe<TenantUser | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const ref = sdk.doc(db, 'tenants', tenantId, 'users', uid);
    return sdk.onSnapshot(ref, (snapshot) => onData(snapshot.exists() ? toTenantUser(snapshot) : null), onError);
  };
}
