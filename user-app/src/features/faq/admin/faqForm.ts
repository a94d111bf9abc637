import type { FaqDocument } from '@madoguchi/shared/data';
import { FAQ_LIMITS, faqFields, fieldProblems, personalDataRefusal, type FaqStatus, type SaveFaqRequest } from '@madoguchi/shared/contracts';
import { htmlToText } from '@madoguchi/shared/format';

// The editor's values and their checks: the fields of the saveFaq contract, whose schema the server
// validates with too; the answer must also hold some text, which the editor judges by what it shows.

export { FAQ_LIMITS as LIMITS };

export interface FaqFormValues {
  question: string;
  answerHtml: string;
  /** Empty: for everyone. */
  categoryIds: string[];
  /** Tags as typed, separated by commas. */
  tags: string;
  /** Other phrasings as typed, one per line. */
  aliases: string;
  status: FaqStatus;
}

export type FaqFormErrors = Partial<Record<keyof FaqFormValues, string>>;

export const EMPTY_FORM: FaqFormValues = { question: '', answerHtml: '', categoryIds: [], tags: '', aliases: '', status: 'draft' };

export function formOf(faq: FaqDocument): FaqFormValues {
  return {
    question: faq.question,
    answerHtml: faq.answerHtml,
    categoryIds: faq.categoryIds,
    tags: faq.tags.join(', '),
    aliases: faq.aliases.join('\n'),
    status: faq.status,
  };
}

/** Phrasings one per line, blanks dropped; the server keeps each once. */
export function aliasesOf(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
}

/** Tags split at commas (half- or full-width) and 、, blanks dropped, each once. */
export function tagsOf(text: string): string[] {
  return [...new Set(text.split(/[,，、]/).map((tag) => tag.trim()).filter(Boolean))];
}

export function validateFaqForm(values: FaqFormValues): FaqFormErrors {
  const errors: FaqFormErrors = fieldProblems(faqFields, fieldsOf(values));
  if (!htmlToText(values.answerHtml).trim()) errors.answerHtml = '回答を入力してください。';
  return errors;
}

/**
 * An entry made from inquiries, about to be published, that still holds their requesters' personal
 * data: refused beside the field that holds it, before the server is asked (it refuses too).
 */
export function personalDataProblems(values: FaqFormValues, requesterNames: readonly string[]): FaqFormErrors {
  if (values.status !== 'published') return {};
  const { question, tags, aliases } = fieldsOf(values);
  const problems: FaqFormErrors = {};
  const refuse = (field: keyof FaqFormValues, texts: readonly string[]) => {
    const refusal = personalDataRefusal(texts, requesterNames);
    if (refusal) problems[field] = refusal;
  };
  refuse('question', [question]);
  refuse('answerHtml', [htmlToText(values.answerHtml)]);
  refuse('tags', tags);
  refuse('aliases', aliases);
  return problems;
}

function fieldsOf(values: FaqFormValues) {
  return {
    question: values.question.trim(),
    answerHtml: values.answerHtml,
    categoryIds: values.categoryIds,
    tags: tagsOf(values.tags),
    aliases: aliasesOf(values.aliases),
    status: values.status,
  };
}

/** The save call for these values; `faqId` null creates an entry. */
export function saveRequestOf(tenantId: string, faqId: string | null, values: FaqFormValues): Omit<SaveFaqRequest, 'requestId'> {
  return { tenantId, faqId, ...fieldsOf(values) };
}
