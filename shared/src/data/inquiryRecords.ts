import type { DocumentData } from 'firebase/firestore';
import type { AttachmentRef, FaqLink, InquiryStatus } from '../contracts/callables';
import { isInquiryStatus } from '../contracts/inquiryStatus';
import { SATISFACTION_RATINGS, type SatisfactionRating } from '../contracts/satisfaction';
import type { RestDocument } from '../early/firestoreRest';
import { dateOf, numberOf, textOf } from '../contracts/values';

// An inquiry and its messages as screens use them, read from a document the SDK gave or one read through
// REST before the SDK arrived (shell/src/early draws the thread from these too). No SDK, no schema here.

export interface Inquiry {
  id: string;
  number: number;
  title: string;
  body: string;
  status: InquiryStatus;
  categoryId: string | null;
  requesterUid: string;
  requesterName: string;
  assigneeUid: string | null;
  createdAt: Date | null;
  lastMessageAt: Date | null;
  /** The requester's answer to 「解決しましたか？」, once given. */
  satisfaction: InquirySatisfaction | null;
  /** FAQ entries made from it (「FAQにする」), each once, with its latest question. */
  madeFaqs: { faqId: string; question: string }[];
}

export interface InquirySatisfaction {
  rating: SatisfactionRating;
  comment: string | null;
}

export interface InquiryMessage {
  id: string;
  body: string;
  authorUid: string | null;
  authorName: string;
  /** system: a notice the server put in the thread (a release note fixed the inquiry). */
  source: 'web' | 'slack' | 'system';
  internal: boolean;
  createdAt: Date | null;
  attachments: AttachmentRef[];
  /** FAQ entries a tenant admin inserted, shown as cards. */
  faqLinks: FaqLink[];
  /** The release note a system message is about. */
  patchNoteId: string | null;
}

/** A document as the SDK gives it, or as read before the SDK arrived (early reads, through REST). */
export interface DocumentLike {
  id: string;
  data(): DocumentData | undefined;
}

export const restSnapshot = (document: RestDocument): DocumentLike => ({ id: document.id, data: () => document.fields });

export function toInquiry(doc: DocumentLike): Inquiry {
  const data = doc.data() ?? {};
  return {
    id: doc.id,
    number: numberOf(data['number']),
    title: textOf(data['title']),
    body: textOf(data['body']),
    status: isInquiryStatus(data['status']) ? data['status'] : 'new',
    categoryId: textOf(data['categoryId']) || null,
    requesterUid: textOf(data['requesterUid']),
    requesterName: textOf(data['requesterName']),
    assigneeUid: textOf(data['assigneeUid']) || null,
    createdAt: dateOf(data['createdAt']),
    lastMessageAt: dateOf(data['lastMessageAt']),
    satisfaction: toSatisfaction(data['satisfaction']),
    madeFaqs: toMadeFaqs(data['madeFaqs']),
  };
}

function toMadeFaqs(value: unknown): Inquiry['madeFaqs'] {
  if (!Array.isArray(value)) return [];
  const byId = new Map<string, string>();
  for (const item of value) {
    if (typeof item === 'object' && item !== null && typeof item.faqId === 'string' && typeof item.question === 'string') byId.set(item.faqId, item.question);
  }
  return [...byId].map(([faqId, question]) => ({ faqId, question }));
}

function toSatisfaction(value: unknown): InquirySatisfaction | null {
  if (typeof value !== 'object' || value === null) return null;
  const { rating, comment } = value as Record<string, unknown>;
  if (!(SATISFACTION_RATINGS as readonly unknown[]).includes(rating)) return null;
  return { rating: rating as SatisfactionRating, comment: typeof comment === 'string' && comment ? comment : null };
}

function toFaqLinks(value: unknown): FaqLink[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FaqLink =>
      typeof item === 'object' && item !== null && typeof item.faqId === 'string' && typeof item.question === 'string' && typeof item.excerpt === 'string',
  );
}

function toAttachments(value: unknown): AttachmentRef[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is AttachmentRef =>
      typeof item === 'object' && item !== null && typeof item.path === 'string' && typeof item.name === 'string',
  );
}

const MESSAGE_SOURCES: InquiryMessage['source'][] = ['web', 'slack', 'system'];

export function toMessage(doc: DocumentLike): InquiryMessage {
  const data = doc.data() ?? {};
  return {
    id: doc.id,
    body: textOf(data['body']),
    authorUid: textOf(data['authorUid']) || null,
    authorName: textOf(data['authorName']),
    source: MESSAGE_SOURCES.find((source) => source === data['source']) ?? 'web',
    internal: data['internal'] === true,
    createdAt: dateOf(data['createdAt']),
    attachments: toAttachments(data['attachments']),
    faqLinks: toFaqLinks(data['faqLinks']),
    patchNoteId: textOf(data['patchNoteId']) || null,
  };
}

