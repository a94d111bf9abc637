import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { decodeDocument, faqDocument, tenantUserDocument } from '@madoguchi/shared/contracts';
import type { Written } from '../platform/storedDocuments';
import { audiencesOf } from './faqIndex';
import { faqReadingOf } from './readings';
import { richTextToPlain, sanitizeRichText } from './richText';
import { foldQuery } from './searchMisses';

// What an FAQ entry stores of its editor input, in one place for the callable and the demo seed.

export interface FaqInput {
  question: string;
  /** As the editor sent it; stored only sanitized. */
  answerHtml: string;
  /** Empty: for everyone. */
  categoryIds: string[];
  tags: string[];
  /** Other ways readers ask the question (別の言い方). */
  aliases: string[];
  status: 'draft' | 'published';
}

/** Phrasings kept once each, compared as search compares them (width and case folded). */
export function uniqueAliases(aliases: readonly string[]): string[] {
  const seen = new Set<string>();
  return aliases.filter((alias) => {
    const folded = foldQuery(alias);
    if (seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
}

/**
 * The sanitized answer with its plain text (for the search index and mail), the readings of the
 * question and tags (analysed here, once per save, so that rebuilding the index only copies them) and
 * the audiences the index files the entry under; the caller adds updatedAt (and, for a new entry, the
 * counts).
 */
export async function faqContent(input: FaqInput, updatedBy: string): Promise<FaqContent> {
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
    aliases: uniqueAliases(input.aliases),
    status: input.status,
    updatedBy,
  };
}

/** What a save writes of the editor's input. */
export type FaqContent = Omit<Written<typeof faqDocument>, 'sourceInquiryIds' | 'helpfulCount' | 'notHelpfulCount' | 'solvedCount' | 'createdAt' | 'updatedAt'>;

/** The feedback counts of a new entry. */
export const noFeedback = { helpfulCount: 0, notHelpfulCount: 0, solvedCount: 0 } satisfies Partial<Written<typeof faqDocument>>;

/** The entry as stored (through its contract); empty fields when there is none. */
export const storedFaq = (faq: DocumentSnapshot) => decodeDocument(faqDocument, faq.data());

/** Whether a reader (their tenant user document) may see an entry: published, for everyone or one of their categories. */
export function isVisibleTo(faq: DocumentSnapshot, reader: DocumentSnapshot): boolean {
  const { status, categoryIds } = storedFaq(faq);
  const mine = decodeDocument(tenantUserDocument, reader.data()).categoryIds;
  return faq.exists && status === 'published' && (categoryIds.length === 0 || categoryIds.some((id) => mine.includes(id)));
}

/** What the analytics keep of an entry beside its counts (analyticsWrites.ts faqCounted). */
export function analyticsFaqOf(faq: DocumentSnapshot) {
  const { question, categoryIds } = storedFaq(faq);
  return { id: faq.id, question, categoryIds };
}
