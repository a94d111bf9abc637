import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { findPersonalData, PERSONAL_DATA_LABELS } from '@madoguchi/shared/contracts';
import { refuse } from '../platform/errors';

// 「FAQにする」: an entry made from a resolved inquiry. The entry lists its source inquiries and the
// inquiry the entries made from it, so each side links to the other; and what the requester wrote of
// themselves stays out of a published answer.

const MADE_FROM = ['resolved', 'closed'];

/** The source inquiry as read in the save's transaction; refused unless it is resolved or closed. */
export async function readSourceInquiry(tx: Transaction, store: Firestore, tenantId: string, inquiryId: string) {
  const ref = store.doc(`tenants/${tenantId}/inquiries/${inquiryId}`);
  const inquiry = await tx.get(ref);
  if (!inquiry.exists) throw refuse('not-found', '元の問い合わせが見つかりません。');
  if (!MADE_FROM.includes(String(inquiry.get('status')))) {
    throw refuse('failed-precondition', 'FAQにできるのは解決済みかクローズの問い合わせだけです。');
  }
  return { ref, requesterName: String(inquiry.get('requesterName') ?? '') };
}

/** Refuses to publish while the question or the answer holds personal data of the inquiry. */
export function refusePersonalData(status: string, texts: string[], requesterName: string) {
  if (status !== 'published') return;
  const hits = findPersonalData(texts.join('\n'), [requesterName]);
  if (!hits.length) return;
  const listed = hits.map((hit) => `${PERSONAL_DATA_LABELS[hit.kind]}「${hit.text}」`).join('、');
  throw refuse('failed-precondition', `個人情報が含まれているため公開できません: ${listed}。削除してから公開するか、下書きとして保存してください。`);
}

/** The entry's side of the link: its source inquiries. */
export const sourceFields = (inquiry: DocumentReference) => ({ sourceInquiryIds: FieldValue.arrayUnion(inquiry.id) });

/** The inquiry's side, in the save's transaction: the entries made from it (the page shows the latest question of each). */
export function linkInquiryToFaq(tx: Transaction, inquiry: DocumentReference, faq: DocumentReference, question: string) {
  tx.update(inquiry, { madeFaqs: FieldValue.arrayUnion({ faqId: faq.id, question }) });
}
