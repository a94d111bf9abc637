import type { TenantUserStatus } from '../contracts/callables';
import type { DocumentLike } from './inquiryRecords';
import type { QueryPlan } from './queryPlan';
import { decodeDocument } from '../contracts/documents/storedFields';
import { tenantUserDocument, userSearchEntryDocument } from '../contracts/documents/tenantUser';

// The tenant's users as the admins' list shows them, and the list's query as data: read by the SDK, or
// before it arrived, through their contracts. No SDK here. Shared because the shell's first script (shell/src/early) draws the
// list's first page from these before the tenant admins' area has loaded.

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

export const TENANT_USER_ROLE_LABELS: Record<TenantUserRole, string> = { admin: 'テナント管理者', member: 'ユーザー' };
export const TENANT_USER_STATUS_LABELS: Record<TenantUserStatus, string> = { active: '有効', disabled: '無効' };
export const TENANT_USER_SORT_LABELS: Record<TenantUserSort, string> = { name: '氏名順', email: 'メールアドレス順', newest: '登録が新しい順' };

export const ALL_TENANT_USERS: TenantUserFilter = { text: '', categoryId: null, role: null, status: null, sort: 'name' };

/** The users list's page. */
export const TENANT_USERS_PAGE_SIZE = 25;

/**
 * Firestore's orderings. 氏名順 goes by the reading: nameSortKey is written by the server with the
 * reading (functions/src/tenants/nameSortKey.ts; people without one after everyone else), the name
 * breaks ties.
 */
const SORT_ORDER: Record<TenantUserSort, QueryPlan['orderBy']> = {
  name: [
    ['nameSortKey', 'asc'],
    ['name', 'asc'],
  ],
  email: [['email', 'asc']],
  newest: [['createdAt', 'desc']],
};

/** The list as Firestore filters and orders it (tenant admins only, as the rules say); free text aside. */
export function tenantUsersPlan(tenantId: string, { categoryId, role, status, sort }: TenantUserFilter): QueryPlan {
  const where: QueryPlan['where'] = [];
  if (categoryId) where.push(['categoryIds', 'array-contains', categoryId]);
  if (role) where.push(['isTenantAdmin', '==', role === 'admin']);
  if (status) where.push(['status', '==', status]);
  return { collection: ['tenants', tenantId, 'users'], where, orderBy: SORT_ORDER[sort] };
}

/** The list as it opens (everyone, 氏名順), its first page and the one more that says another follows. */
export const firstTenantUsersPlan = (tenantId: string): QueryPlan => ({
  ...tenantUsersPlan(tenantId, ALL_TENANT_USERS),
  limit: TENANT_USERS_PAGE_SIZE + 1,
});

/** A user as their search entry holds them (contracts/documents/tenantUser.ts). */
export function toTenantUserRow(data: unknown): TenantUserRow {
  const { uid, name, nameReading, email, isTenantAdmin, categoryIds, status, createdAt } = decodeDocument(userSearchEntryDocument, data);
  return { uid, name, nameReading, email, isTenantAdmin, categoryIds, status, createdAt };
}

export function toTenantUser(doc: DocumentLike): TenantUser {
  const user = decodeDocument(tenantUserDocument, doc.data());
  const { name, nameReading, email, isTenantAdmin, categoryIds, status, createdAt, updatedAt } = user;
  return { uid: doc.id, name, nameReading, email, isTenantAdmin, categoryIds, status, createdAt, updatedAt, lastSignInAt: user.lastSignInAt ?? null };
}
