import type { FaqDocument } from '@madoguchi/shared/data';
import type { FaqStatus, SaveFaqRequest } from '@madoguchi/shared/api';
import { htmlToText } from '@madoguchi/shared/format';

// The editor's values and their checks. The limits are the server's (functions/src/faq/faqCallables.ts
// saveFaqInput), which checks everything again; here they only spare the reader a round trip.

export const LIMITS = { question: 200, answerHtml: 50000, categories: 20, tags: 10, tag: 30 } as const;

export interface FaqFormValues {
  question: string;
  answerHtml: string;
  /** Empty: for everyone. */
  categoryIds: string[];
  /** Tags as typed, separated by commas. */
  tags: string;
  status: FaqStatus;
}

export type FaqFormErrors = Partial<Record<keyof FaqFormValues, string>>;

export const EMPTY_FORM: FaqFormValues = { question: '', answerHtml: '', categoryIds: [], tags: '', status: 'draft' };

export function formOf(faq: FaqDocument): FaqFormValues {
  return {
    question: faq.question,
    answerHtml: faq.answerHtml,
    categoryIds: faq.categoryIds,
    tags: faq.tags.join(', '),
    status: faq.status,
  };
}

/** Tags split at commas (half- or full-width) and 、, blanks dropped, each once. */
export function tagsOf(text: string): string[] {
  return [...new Set(text.split(/[,，、]/).map((tag) => tag.trim()).filter(Boolean))];
}

export function validateFaqForm(values: FaqFormValues): FaqFormErrors {
  const errors: FaqFormErrors = {};
  const question = values.question.trim();
  if (!question) errors.question = '質問を入力してください。';
  else if (question.length > LIMITS.question) errors.question = `質問は${LIMITS.question}文字以内で入力してください。`;

  if (!htmlToText(values.answerHtml).trim()) errors.answerHtml = '回答を入力してください。';
  else if (values.answerHtml.length > LIMITS.answerHtml) errors.answerHtml = '回答が長すぎます。短くしてから保存してください。';

  if (values.categoryIds.length > LIMITS.categories) {
    errors.categoryIds = `ユーザーカテゴリは${LIMITS.categories}個まで選べます。`;
  }

  const tags = tagsOf(values.tags);
  if (tags.length > LIMITS.tags) errors.tags = `タグは${LIMITS.tags}個まで登録できます。`;
  else if (tags.some((tag) => tag.length > LIMITS.tag)) errors.tags = `タグは1つ${LIMITS.tag}文字以内で入力してください。`;
  return errors;
}

/** The save call for these values; `faqId` null creates an entry. */
export function saveRequestOf(tenantId: string, faqId: string | null, values: FaqFormValues): Omit<SaveFaqRequest, 'requestId'> {
  return {
    tenantId,
    faqId,
    question: values.question.trim(),
    answerHtml: values.answerHtml,
    categoryIds: values.categoryIds,
    tags: tagsOf(values.tags),
    status: values.status,
  };
}
