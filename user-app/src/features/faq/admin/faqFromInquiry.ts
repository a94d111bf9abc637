import type { Inquiry, InquiryMessage } from '@madoguchi/shared/data';
import { answerOfReply, ticketLinesOf } from './answerFromReplies';
import { EMPTY_FORM, type FaqFormValues } from './faqForm';

// 「FAQにする」: an inquiry's first draft as an entry. The question is its title (a question made of it
// is offered beside); the answer, what the support side's public replies say in answer (never internal
// notes, the requester's own messages or system notices), their correspondence left out
// (answerFromReplies.ts); the audience, its user category. The admin edits it before saving; it starts
// as a draft.

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Paragraphs of lines as HTML: a paragraph each, single line breaks kept. */
const htmlOf = (paragraphs: readonly string[][]) => paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('');

/** What the draft is made with besides the inquiry: the tenant's canned replies and its name. */
export interface DraftContext {
  templates: readonly string[];
  tenantName: string;
}

export interface InquiryDraft {
  values: FaqFormValues;
  /** Lines of the replies left out as correspondence (宛名, greetings, signatures, ticket notices). */
  omitted: number;
}

export function draftFromInquiry(inquiry: Inquiry, messages: readonly InquiryMessage[], context: DraftContext = { templates: [], tenantName: '' }): InquiryDraft {
  const answers = messages.filter(
    (message) => !message.internal && message.source !== 'system' && message.authorUid !== inquiry.requesterUid && message.body.trim(),
  );
  // The canned replies' lines as they were filled for this inquiry, by each reply's writer.
  const known = { requesterName: inquiry.requesterName, number: String(inquiry.number), title: inquiry.title, ...(context.tenantName && { tenantName: context.tenantName }) };
  const parts = answers.map((message) =>
    answerOfReply(message.body, { ...context, writerName: message.authorName }, ticketLinesOf(context.templates, { ...known, adminName: message.authorName })),
  );
  return {
    values: {
      ...EMPTY_FORM,
      question: inquiry.title,
      answerHtml: htmlOf(parts.flatMap((part) => part.paragraphs)),
      categoryIds: inquiry.categoryId ? [inquiry.categoryId] : [],
    },
    omitted: parts.reduce((sum, part) => sum + part.omitted, 0),
  };
}
