import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { decodeDocument, inquiryDocument, personalDataRefusal } from '@madoguchi/shared/contracts';
import { refuse } from '../platform/errors';
import type { WrittenUpdate } from '../platform/storedDocuments';
import { storedFaq } from './faqRecord';

// 「FAQにする」: an entry made from a resolved inquiry. The entry lists its source inquiries and the
// inquiry the entries made from it, so each side links to the other; and what the requesters wrote of
// themselves stays out of the published entry, whichever write publishes it.

const MADE_FROM = ['resolved', 'closed'];

/** The source inquiry named by a save, read in its transaction; refused unless it is resolved or closed. */
export async function readSourceInquiry(tx: Transaction, store: Firestore, tenantId: string, inquiryId: string) {
  const ref = store.doc(`tenants/${tenantId}/inquiries/${inquiryId}`);
  const inquiry = await tx.get(ref);
  if (!inquiry.exists) throw refuse('not-found', '元の問い合わせが見つかりません。');
  if (!MADE_FROM.includes(decodeDocument(inquiryDocument, inquiry.data()).status)) {
    throw refuse('failed-precondition', 'FAQにできるのは解決済みかクローズの問い合わせだけです。');
  }
  return ref;
}

/**
 * An entry as a write leaves it: what readers see of it once published (their index carries all of it)
 * and the inquiries it was made from.
 */
export interface SavedEntry {
  status: string;
  question: string;
  answerText: string;
  tags: readonly string[];
  aliases: readonly string[];
  sourceInquiryIds: readonly string[];
}

/** The requesters of the source inquiries still there, read in the save's transaction. */
async function requesterNamesOf(tx: Transaction, store: Firestore, tenantId: string, inquiryIds: readonly string[]) {
  const inquiries = await tx.getAll(...inquiryIds.map((id) => store.doc(`tenants/${tenantId}/inquiries/${id}`)));
  return inquiries.filter((inquiry) => inquiry.exists).map((inquiry) => decodeDocument(inquiryDocument, inquiry.data()).requesterName);
}

/**
 * Every write that leaves an entry published calls this in its transaction, before writing: however the
 * entry got there (a draft published by id, an edit, a phrasing added), it holds nothing personal of
 * the requester of any inquiry it was made from.
 */
export async function refuseUnlessPublishable(tx: Transaction, store: Firestore, tenantId: string, entry: SavedEntry) {
  if (entry.status !== 'published' || !entry.sourceInquiryIds.length) return;
  const names = await requesterNamesOf(tx, store, tenantId, entry.sourceInquiryIds);
  const refusal = personalDataRefusal([entry.question, entry.answerText, ...entry.tags, ...entry.aliases], names);
  if (refusal) throw refuse('failed-precondition', refusal);
}

/** The stored entry's source inquiries, and `added` (a save naming one) once. */
export const sourceInquiryIdsOf = (faq: DocumentSnapshot, added?: string) => [
  ...new Set([...(storedFaq(faq).sourceInquiryIds ?? []), ...(added ? [added] : [])]),
];

/** The entry as stored, for a write that changes only part of it. */
export function storedEntry(faq: DocumentSnapshot): SavedEntry {
  const { status, question, answerText, tags, aliases } = storedFaq(faq);
  return { status, question, answerText, tags, aliases, sourceInquiryIds: sourceInquiryIdsOf(faq) };
}

/** The entry's side of the link: its source inquiries. */
export const sourceFields = (inquiry: DocumentReference) => ({ sourceInquiryIds: FieldValue.arrayUnion(inquiry.id) });

/** The inquiry's side, in the save's transaction: the entries made from it (the page shows the latest question of each). */
export function linkInquiryToFaq(tx: Transaction, inquiry: DocumentReference, faq: DocumentReference, question: string) {
  tx.update(inquiry, { madeFaqs: FieldValue.arrayUnion({ faqId: faq.id, question }) } satisfies WrittenUpdate<typeof inquiryDocument>);
}
