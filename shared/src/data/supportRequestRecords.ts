import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { dateOf, numberOf, textOf } from '../contracts/values';

// Shared by two areas: a request from a tenant admin to the vendor (supportRequests/{id},
// docs/data-model.md#vendor-side) as both sides read it, the tenant admins their own, the system admins
// every tenant's. They are written by callables only (sendSupportRequest, replySupportRequest, ...).

export const SUPPORT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];
export const SUPPORT_REQUEST_STATUS_LABELS: Record<SupportRequestStatus, string> = {
  open: '未対応',
  answered: '回答済み',
  closed: 'クローズ',
};

interface SupportReply {
  body: string;
  fromName: string;
  createdAt: Date | null;
}

/** An inquiry of the sender's tenant a request is about, as the server copied it when it was sent. */
export interface LinkedInquiry {
  inquiryId: string;
  number: number;
  title: string;
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
  inquiries: LinkedInquiry[];
}

const statusOf = (value: unknown): SupportRequestStatus =>
  SUPPORT_REQUEST_STATUSES.find((status) => status === value) ?? 'open';

function repliesOf(value: unknown): SupportReply[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((reply): reply is Record<string, unknown> => typeof reply === 'object' && reply !== null)
    .map((reply) => ({ body: textOf(reply.body), fromName: textOf(reply.fromName), createdAt: dateOf(reply.createdAt) }));
}

function inquiriesOf(value: unknown): LinkedInquiry[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((inquiry): inquiry is Record<string, unknown> => typeof inquiry === 'object' && inquiry !== null)
    .map((inquiry) => ({ inquiryId: textOf(inquiry.inquiryId), number: numberOf(inquiry.number), title: textOf(inquiry.title) }));
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
    inquiries: inquiriesOf(doc.get('inquiries')),
  };
}

/** As the vendor's inbox reads it: with the tenant it came from. */
export interface InboxRequest extends SupportRequest {
  tenantId: string;
  tenantName: string;
}

export function toInboxRequest(doc: DocumentSnapshot<DocumentData>): InboxRequest {
  return { ...toSupportRequest(doc), tenantId: textOf(doc.get('tenantId')), tenantName: textOf(doc.get('tenantName')) };
}
