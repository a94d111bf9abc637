import type { Firestore } from 'firebase-admin/firestore';
import { FAQ_LINK_EXCERPT, type FaqLink } from '@madoguchi/shared/contracts';
import { refuse } from '../platform/errors';
import { analyticsFaqOf, isVisibleTo, storedFaq } from './faqRecord';

/** The first characters of an answer, on one line, cut at a code point with 「…」 (as the browser's htmlExcerpt). */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  return characters.length <= FAQ_LINK_EXCERPT ? line : `${characters.slice(0, FAQ_LINK_EXCERPT - 1).join('').trimEnd()}…`;
}

/**
 * The entries a tenant admin inserts into a reply, as the reply stores them. Each must be published and
 * shown to the requester: a card they could not open would only frustrate them.
 */
export async function faqLinksFor(store: Firestore, tenantId: string, faqIds: readonly string[], requesterUid: string) {
  const unique = [...new Set(faqIds)];
  if (!unique.length) return [];
  const [requester, ...faqs] = await store.getAll(
    store.doc(`tenants/${tenantId}/users/${requesterUid}`),
    ...unique.map((id) => store.doc(`tenants/${tenantId}/faqs/${id}`)),
  );
  return faqs.map((faq) => {
    const { status, question, answerText } = storedFaq(faq!);
    if (!faq?.exists || status !== 'published') throw refuse('not-found', '挿入したFAQが見つからないか、公開されていません。');
    if (!isVisibleTo(faq, requester!)) {
      throw refuse('failed-precondition', `FAQ「${question}」は依頼者のユーザーカテゴリでは表示されないため挿入できません。`);
    }
    const link: FaqLink = { faqId: faq.id, question, excerpt: excerptOf(answerText) };
    return { link, analytics: analyticsFaqOf(faq) };
  });
}
