import type { Inquiry, InquiryMessage } from '@madoguchi/shared/data';
import { EMPTY_FORM, type FaqFormValues } from './faqForm';

// 「FAQにする」: an inquiry's first draft as an entry. The question is its title; the answer, the
// support side's public replies (never internal notes, the requester's own messages or system notices); the
// audience, its user category. The admin edits it before saving; it starts as a draft.

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain-text reply as paragraphs: blank lines part them, single line breaks stay. */
function paragraphsOf(body: string): string {
  return body
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

export function draftFromInquiry(inquiry: Inquiry, messages: readonly InquiryMessage[]): FaqFormValues {
  const answers = messages.filter(
    (message) => !message.internal && message.source !== 'system' && message.authorUid !== inquiry.requesterUid && message.body.trim(),
  );
  return {
    ...EMPTY_FORM,
    question: inquiry.title,
    answerHtml: answers.map((message) => paragraphsOf(message.body)).join(''),
    categoryIds: inquiry.categoryId ? [inquiry.categoryId] : [],
  };
}
