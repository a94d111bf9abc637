import * as z from 'zod/mini';
import { count, listOf, moment, oneOf, optional, text } from './storedFields';

// tenants/{t}/faqs/{id}: an FAQ entry, written by saveFaq, addFaqAlias, the votes and the demo seed;
// tenant admins read every entry, users the published ones of their categories (and everyone's). The
// index shards (faqIndex/{audience}) copy what the search needs of it.

const words = listOf(z.string());

export const faqDocument = z.object({
  question: text,
  /** Sanitized by the server on save; render it with SafeHtml, which sanitizes again. */
  answerHtml: text,
  /** The answer as plain text, for the search index, excerpts and mail. */
  answerText: text,
  /** The hiragana reading of the question and tags (functions/src/faq/readings.ts); older entries have none. */
  reading: optional(z.object({ question: z.string(), tags: words })),
  /** Empty: for everyone. */
  categoryIds: words,
  /** The index shards it is filed under (its categories, or everyone). */
  audiences: words,
  tags: words,
  /** Other ways readers ask the question (別の言い方). */
  aliases: words,
  status: oneOf(['draft', 'published'], 'draft'),
  /** The inquiries it was made from (「FAQにする」); absent for an entry written from scratch. */
  sourceInquiryIds: optional(z.array(z.string())),
  helpfulCount: count,
  notHelpfulCount: count,
  /** 「これで解決」 pressed in Slack. */
  solvedCount: count,
  updatedBy: text,
  createdAt: moment,
  updatedAt: moment,
});

export type FaqEntryDocument = z.output<typeof faqDocument>;
