import type { DocumentData, DocumentSnapshot, QueryConstraint } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import { fetchPage, type PageCursor, type PageOf } from './paging';
import { toSupportRequest, type SupportRequest, type SupportRequestStatus } from './supportRequests';
import type { Subscribe } from './useLiveData';
import { textOf } from '../contracts/values';

// The vendor's side of support requests: every tenant's requests, for system admins (the rules let
// only them read across tenants). Replies and closing go through callables.

export interface InboxRequest extends SupportRequest {
  tenantId: string;
  tenantName: string;
}

function toInboxRequest(doc: DocumentSnapshot<DocumentData>): InboxRequest {
  return { ...toSupportRequest(doc), tenantId: textOf(doc.get('tenantId')), tenantName: textOf(doc.get('tenantName')) };
}

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

/**
 * A page of the requests that carry inquiries, newest first: what a release note may list as fixed
 * (composite index hasInquiries, createdAt desc).
 */
export async function fetchEscalations(size: number, after: PageCursor | null): Promise<PageOf<InboxRequest>> {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(sdk.collection(db, 'supportRequests'), sdk.where('hasInquiries', '==', true), sdk.orderBy('createdAt', 'desc'));
  return fetchPage(query, size, after, toInboxRequest);
}

/** One request, live (a reply shows as soon as it is stored); null when there is none. */
export function watchSupportRequest(id: string): Subscribe<InboxRequest | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(sdk.doc(db, 'supportRequests', id), (snapshot) => onData(snapshot.exists() ? toInboxRequest(snapshot) : null), onError);
  };
}
