import { audiencesOf } from './faqIndex';
import { faqReadingOf } from './readings';
import { richTextToPlain, sanitizeRichText } from './richText';

// What an FAQ entry stores of its editor input, in one place for the callable and the demo seed.

export interface FaqInput {
  question: string;
  /** As the editor sent it; stored only sanitized. */
  answerHtml: string;
  /** Empty: for everyone. */
  categoryIds: string[];
  tags: string[];
  status: 'draft' | 'published';
}

/**
 * The sanitized answer with its plain text (for the search index and mail), the readings of the
 * question and tags (analysed here, once per save, so that rebuilding the index only copies them) and
 * the audiences the index files the entry under; the caller adds updatedAt (and, for a new entry, the
 * counts).
 */
export async function faqContent(input: FaqInput, updatedBy: string) {
  const answerHtml = sanitizeRichText(input.answerHtml);
  const tags = [...new Set(input.tags)];
  return {
    question: input.question,
    answerHtml,
    answerText: richTextToPlain(answerHtml),
    reading: await faqReadingOf(input.question, tags),
    categoryIds: input.categoryIds,
    audiences: audiencesOf(input.categoryIds),
    tags,
    status: input.status,
    updatedBy,
  };
}

/** The feedback counts of a new entry. */
export const noFeedback = { helpfulCount: 0, notHelpfulCount: 0, solvedCount: 0 };
