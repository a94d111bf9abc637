import type { DocumentData, QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import { decodeDocument, tenantDocument, type TenantStatus } from '@madoguchi/shared/contracts';
import { fetchPage, scanPage, type PageCursor, type PageOf } from '@madoguchi/shared/data';
import { containsAllWords } from '@madoguchi/shared/search';

// The vendor's list of tenants (tenants/{id}), which only system admins may list. Changes go through
// the systemAdminApi callables; this module only reads.

export { TENANT_STATUSES } from '@madoguchi/shared/contracts';
export const TENANT_STATUS_LABELS: Record<TenantStatus, string> = { active: '利用中', suspended: '利用停止中' };

export interface TenantSummary {
  id: string;
  name: string;
  status: TenantStatus;
  createdAt: Date | null;
}

export interface TenantFilter {
  /** Free text over the name and the id. */
  text: string;
  status: TenantStatus | null;
}

export const ALL_TENANTS: TenantFilter = { text: '', status: null };

function toTenantSummary(doc: QueryDocumentSnapshot<DocumentData>): TenantSummary {
  const { name, status, createdAt } = decodeDocument(tenantDocument, doc.data());
  return { id: doc.id, name, status, createdAt };
}

/** A page of tenants, newest first; the status is Firestore's filter, free text scans (see scanPage). */
export async function fetchTenants(filter: TenantFilter, size: number, after: PageCursor | null): Promise<PageOf<TenantSummary>> {
  const { db, sdk } = await loadFirestore();
  const constraints: QueryConstraint[] = [];
  if (filter.status) constraints.push(sdk.where('status', '==', filter.status));
  constraints.push(sdk.orderBy('createdAt', 'desc'));
  const query = sdk.query(sdk.collection(db, 'tenants'), ...constraints);
  const text = filter.text.trim();
  if (!text) return fetchPage(query, size, after, toTenantSummary);
  return scanPage(query, size, after, toTenantSummary, (tenant) => containsAllWords(text, [tenant.name, tenant.id]));
}

/** How many of the tenant's users are active: a count aggregation, no user document is read. */
export async function fetchActiveUserCount(tenantId: string): Promise<number> {
  const { db, sdk } = await loadFirestore();
  const users = sdk.query(sdk.collection(db, 'tenants', tenantId, 'users'), sdk.where('status', '==', 'active'));
  return (await sdk.getCountFromServer(users)).data().count;
}
