import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import { fetchPage, type PageCursor, type PageOf } from './paging';
import { dateOf, textOf } from './values';

// Requests from a tenant admin to the vendor (supportRequests/{id}, DESIGN.md 3). The admin writes
// them directly under the rules; the vendor's replies and status changes come from server code.

export const SUPPORT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];
export const SUPPORT_REQUEST_STATUS_LABELS: Record<SupportRequestStatus, string> = {
  open: '未対応',
  answered: '回答済み',
  closed: 'クローズ',
};

/** The rules' limits (firestore.rules, match /supportRequests) on text that is not only spaces. */
export const SUPPORT_SUBJECT_MAX = 100;
export const SUPPORT_BODY_MAX = 5000;

interface SupportReply {
  body: string;
  fromName: string;
  createdAt: Date | null;
}

export interface SupportRequest {
  id: string;
  subject: string;
  body: string;
  status: SupportRequestStatus;
  fromName: string;
  /** null only while the server time of a request just sent is pending. */
  createdAt: Date | null;
  replies: SupportReply[];
}

interface SupportRequestDraft {
  tenantId: string;
  /** The sending tenant admin. */
  uid: string;
  subject: string;
  body: string;
}

const statusOf = (value: unknown): SupportRequestStatus =>
  SUPPORT_REQUEST_STATUSES.find((status) => status === value) ?? 'open';

function repliesOf(value: unknown): SupportReply[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((reply): reply is Record<string, unknown> => typeof reply === 'object' && reply !== null)
    .map((reply) => ({ body: textOf(reply.body), fromName: textOf(reply.fromName), createdAt: dateOf(reply.createdAt) }));
}

/** A stored request as the screens show it (the vendor's inbox adds the tenant). */
export function toSupportRequest(doc: DocumentSnapshot<DocumentData>): SupportRequest {
  return {
    id: doc.id,
    subject: textOf(doc.get('subject')),
    body: textOf(doc.get('body')),
    status: statusOf(doc.get('status')),
    fromName: textOf(doc.get('fromName')),
    createdAt: dateOf(doc.get('createdAt')),
    replies: repliesOf(doc.get('replies')),
  };
}

/**
 * A page of the tenant's requests, newest first. The rules let a tenant admin read only their
 * tenant's, so the query filters on tenantId (composite index tenantId, createdAt desc).
 */
export async function fetchSupportRequests(tenantId: string, size: number, after: PageCursor | null): Promise<PageOf<SupportRequest>> {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(sdk.collection(db, 'supportRequests'), sdk.where('tenantId', '==', tenantId), sdk.orderBy('createdAt', 'desc'));
  return fetchPage(query, size, after, toSupportRequest);
}

/** An id for a request about to be sent; sending again with it cannot file the request twice. */
export async function newSupportRequestId(): Promise<string> {
  const { db, sdk } = await loadFirestore();
  return sdk.doc(sdk.collection(db, 'supportRequests')).id;
}

/**
 * Files a request under `id`. The rules want the tenant's name as stored and the sender's name, so
 * both are read first; the rules allow a create only, so a second write under the same id is refused.
 */
export async function sendSupportRequest(id: string, { tenantId, uid, subject, body }: SupportRequestDraft): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const [tenant, sender] = await Promise.all([
    sdk.getDoc(sdk.doc(db, 'tenants', tenantId)),
    sdk.getDoc(sdk.doc(db, 'tenants', tenantId, 'users', uid)),
  ]);
  await sdk.setDoc(sdk.doc(db, 'supportRequests', id), {
    tenantId,
    tenantName: textOf(tenant.get('name')),
    fromUid: uid,
    fromName: textOf(sender.get('name')),
    subject,
    body,
    status: 'open',
    replies: [],
    createdAt: sdk.serverTimestamp(),
  });
}
