import type { DocumentData, DocumentSnapshot, QueryConstraint } from 'firebase/firestore';
import type { TenantUserStatus } from '../contracts/callables';
import { loadFirestore } from '@madoguchi/shared';
import { containsAllWords } from '../search/normalize';
import { fetchPage, scanPage, type PageCursor, type PageOf } from './paging';
import type { Subscribe } from './useLiveData';
import { dateOf, stringsOf, textOf } from './values';

/** A user of the tenant as the admin screens show them. */
export interface TenantUser {
  uid: string;
  name: string;
  /** フリガナ in katakana; '' when none. */
  nameReading: string;
  email: string;
  isTenantAdmin: boolean;
  categoryIds: string[];
  status: TenantUserStatus;
  createdAt: Date | null;
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

function toTenantUser(doc: DocumentSnapshot<DocumentData>): TenantUser {
  const data = doc.data() ?? {};
  return {
    uid: doc.id,
    name: textOf(data['name']),
    nameReading: textOf(data['nameReading']),
    email: textOf(data['email']),
    isTenantAdmin: data['isTenantAdmin'] === true,
    categoryIds: stringsOf(data['categoryIds']),
    status: data['status'] === 'disabled' ? 'disabled' : 'active',
    createdAt: dateOf(data['createdAt']),
    updatedAt: dateOf(data['updatedAt']),
    lastSignInAt: dateOf(data['lastSignInAt']),
  };
}

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

/**
 * A page of the tenant's users (tenant admins only, as the rules say). Equality filters and one sort
 * are Firestore's; free text scans the filtered list (see scanPage).
 */
export async function fetchTenantUsers(
  tenantId: string,
  filter: TenantUserFilter,
  size: number,
  after: PageCursor | null,
): Promise<PageOf<TenantUser>> {
  const { db, sdk } = await loadFirestore();
  const constraints: QueryConstraint[] = [];
  if (filter.categoryId) constraints.push(sdk.where('categoryIds', 'array-contains', filter.categoryId));
  if (filter.role) constraints.push(sdk.where('isTenantAdmin', '==', filter.role === 'admin'));
  if (filter.status) constraints.push(sdk.where('status', '==', filter.status));
  constraints.push(...SORT_ORDER[filter.sort].map(([field, direction]) => sdk.orderBy(field, direction)));
  const query = sdk.query(sdk.collection(db, 'tenants', tenantId, 'users'), ...constraints);
  const text = filter.text.trim();
  if (!text) return fetchPage(query, size, after, toTenantUser);
  // The search's normalisation folds katakana into hiragana, so すずき finds スズキ.
  return scanPage(query, size, after, toTenantUser, (user) => containsAllWords(text, [user.name, user.nameReading, user.email]));
}

/** One user of the tenant, live; null when there is no such user. */
export function watchTenantUser(tenantId: string, uid: string): Subscribe<TenantUser | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const ref = sdk.doc(db, 'tenants', tenantId, 'users', uid);
    return sdk.onSnapshot(ref, (snapshot) => onData(snapshot.exists() ? toTenantUser(snapshot) : null), onError);
  };
}
