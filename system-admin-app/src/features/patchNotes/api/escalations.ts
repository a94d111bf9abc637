import { loadFirestore } from '@madoguchi/shared';
import { fetchPage, toInboxRequest, type InboxRequest, type PageCursor, type PageOf } from '@madoguchi/shared/data';

/**
 * A page of the support requests that carry inquiries, newest first: what a release note may list as
 * fixed (composite index hasInquiries, createdAt desc).
 */
export async function fetchEscalations(size: number, after: PageCursor | null): Promise<PageOf<InboxRequest>> {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(sdk.collection(db, 'supportRequests'), sdk.where('hasInquiries', '==', true), sdk.orderBy('createdAt', 'desc'));
  return fetchPage(query, size, after, toInboxRequest);
}
