import type { DocumentData } from 'firebase/firestore';
import type { FaqLink, InquiryStatus } from '../contracts/callables';
import { inquiryDocument, messageDocument, type StoredAttachment } from '../contracts/documents/inquiry';
import { decodeDocument } from '../contracts/documents/storedFields';
import type { SatisfactionRating } from '../contracts/satisfaction';
import type { RestDocument } from '../early/firestoreRest';

// An inquiry and its messages as screens use them, decoded through their contract (contracts/documents/
// inquiry.ts) from a document the SDK gave or one read through REST before the SDK arrived (shell/src/early
// draws the thread from these too, with zod/mini's subset: early/zodMiniSubset.ts). No SDK here.

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
  attachments: StoredAttachment[];
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
  const stored = decodeDocument(inquiryDocument, doc.data());
  const { number, title, body, status, categoryId, requesterUid, requesterName, assigneeUid, createdAt, lastMessageAt } = stored;
  return {
    id: doc.id,
    ...{ number, title, body, status, categoryId, requesterUid, requesterName, assigneeUid, createdAt, lastMessageAt },
    satisfaction: stored.satisfaction ? { rating: stored.satisfaction.rating, comment: stored.satisfaction.comment } : null,
    madeFaqs: latestQuestions(stored.madeFaqs ?? []),
  };
}

/** Each entry once, with the question it was last saved with. */
function latestQuestions(made: readonly { faqId: string; question: string }[]): Inquiry['madeFaqs'] {
  const byId = new Map(made.map(({ faqId, question }) => [faqId, question]));
  return [...byId].map(([faqId, question]) => ({ faqId, question }));
}

export function toMessage(doc: DocumentLike): InquiryMessage {
  const { body, authorUid, authorName, source, internal, createdAt, attachments, faqLinks, patchNoteId } = decodeDocument(messageDocument, doc.data());
  return { id: doc.id, body, authorUid, authorName, source, internal, createdAt, attachments, faqLinks, patchNoteId: patchNoteId || null };
}
