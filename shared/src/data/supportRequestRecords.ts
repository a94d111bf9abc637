import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { decodeDocument } from '../contracts/documents/storedFields';
import { supportRequestDocument, type SupportRequestDocument, type SupportRequestStatus } from '../contracts/documents/supportRequest';

// Shared by two areas: a request from a tenant admin to the vendor (supportRequests/{id}, its contract
// in contracts/documents/supportRequest.ts) as both sides read it, the tenant admins their own, the
// system admins every tenant's.

export { SUPPORT_REQUEST_STATUSES } from '../contracts/documents/supportRequest';
export type { LinkedInquiry, SupportRequestStatus } from '../contracts/documents/supportRequest';

export const SUPPORT_REQUEST_STATUS_LABELS: Record<SupportRequestStatus, string> = {
  open: '未対応',
  answered: '回答済み',
  closed: 'クローズ',
};

/** A stored request as the screens show it. */
export type SupportRequest = Pick<SupportRequestDocument, 'subject' | 'body' | 'status' | 'fromName' | 'createdAt' | 'replies' | 'inquiries'> & {
  id: string;
};

const requestOf = (id: string, { subject, body, status, fromName, createdAt, replies, inquiries }: SupportRequestDocument): SupportRequest => ({
  id, subject, body, status, fromName, createdAt, replies, inquiries,
});

export const toSupportRequest = (doc: DocumentSnapshot<DocumentData>): SupportRequest => requestOf(doc.id, decodeDocument(supportRequestDocument, doc.data()));

/** As the vendor's inbox reads it: with the tenant it came from. */
export interface InboxRequest extends SupportRequest {
  tenantId: string;
  tenantName: string;
}

export function toInboxRequest(doc: DocumentSnapshot<DocumentData>): InboxRequest {
  const stored = decodeDocument(supportRequestDocument, doc.data());
  return { ...requestOf(doc.id, stored), tenantId: stored.tenantId, tenantName: stored.tenantName };
}
