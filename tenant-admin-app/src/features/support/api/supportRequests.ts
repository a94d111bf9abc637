import { loadFirestore } from '@madoguchi/shared';
import { fetchPage, toSupportRequest, type PageCursor, type PageOf, type SupportRequest } from '@madoguchi/shared/data';

/**
 * A page of the tenant's requests to the vendor, newest first. The rules let a tenant admin read only
 * their tenant's, so the query filters on tenantId (composite index tenantId, createdAt desc).
 */
export async function fetchSupportRequests(tenantId: string, size: number, after: PageCursor | null): Promise<PageOf<SupportRequest>> {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(sdk.collection(db, 'supportRequests'), sdk.where('tenantId', '==', tenantId), sdk.orderBy('createdAt', 'desc'));
  return fetchPage(query, size, after, toSupportRequest);
}
