import type { QueryConstraint } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import { fetchPage, toInboxRequest, type InboxRequest, type PageCursor, type PageOf, type Subscribe, type SupportRequestStatus } from '@madoguchi/shared/data';

// The vendor's side of support requests: every tenant's requests, for system admins (the rules let
// only them read across tenants). Replies and closing go through callables.

/** A page of requests, newest first, of one status or all (composite index status, createdAt desc). */
export async function fetchSupportInbox(
  status: SupportRequestStatus | null,
  size: number,
  after: PageCursor | null,
): Promise<PageOf<InboxRequest>> {
  const { db, sdk } = await loadFirestore();
  const constraints: QueryConstraint[] = status ? [sdk.where('status', '==', status)] : [];
  const query = sdk.query(sdk.collection(db, 'supportRequests'), ...constraints, sdk.orderBy('createdAt', 'desc'));
  return fetchPage(query, size, after, toInboxRequest);
}

/** One request, live (a reply shows as soon as it is stored); null when there is none. */
export function watchSupportRequest(id: string): Subscribe<InboxRequest | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(sdk.doc(db, 'supportRequests', id), (snapshot) => onData(snapshot.exists() ? toInboxRequest(snapshot) : null), onError);
  };
}
