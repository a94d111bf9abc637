import * as z from 'zod/mini';
import { count, countMap, flag, listOf, moment, oneOf, optional, text, textOrNull } from './storedFields';

// tenants/{t}/faqs/{id}: an FAQ entry, written by saveFaq, addFaqAlias, the votes and the demo seed;
// tenant admins read every entry, users the published ones of their categories (and everyone's). The
// index shards (faqIndex/{audience}) copy what the search needs of it.

const words = listOf(z.string());

const reading = z.object({ question: z.string(), tags: words });

export const faqDocument = z.object({
  question: text,
  /** Sanitized by the server on save; render it with SafeHtml, which sanitizes again. */
  answerHtml: text,
  /** The answer as plain text, for the search index, excerpts and mail. */
  answerText: text,
  /** The hiragana reading of the question and tags (functions/src/faq/readings.ts); older entries have none. */
  reading: optional(reading),
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

/**
 * tenants/{t}/searchMisses/{id}: FAQ searches that found nothing, one document per query as typed (width
 * and case folded), written by logFaqSearchMiss; the server's review marks those an entry answers since.
 */
export const searchMissDocument = z.object({
  query: text,
  count,
  lastAt: moment,
  /** The count of each Tokyo day (YYYY-MM-DD). */
  days: countMap,
  /** The entry found to answer it since it was last missed; null while none does. */
  answeredBy: textOrNull,
});

/** One entry as an index shard carries it: what the search needs (contracts/faqIndex.ts). */
const indexedEntry = z.object({
  id: z.string().check(z.minLength(1)),
  question: text,
  answerText: text,
  tags: words,
  categoryIds: words,
  helpfulCount: count,
  updatedAt: moment,
  /** Absent on entries saved before readings were computed, until they are saved again. */
  reading: optional(reading),
  /** Absent when there are none; what is not text is left out. */
  aliases: optional(words),
});

/**
 * tenants/{t}/faqIndex/{audience}~{shard}: the published entries one audience (a category, or everyone)
 * may read, a shard at a time, rebuilt by the server after each change (functions/src/faq/faqIndex.ts).
 * An entry without an id is left out.
 */
export const faqIndexShardDocument = z.object({ audience: text, shard: count, entries: listOf(indexedEntry), updatedAt: moment });

export type FaqIndexShardDocument = z.output<typeof faqIndexShardDocument>;

/** tenants/{t}/synonyms/{id}: words the FAQ search treats as one (同義語), kept by the seed and the tenant admins' tools. */
export const synonymsDocument = z.object({ words });

/** tenants/{t}/faqs/{id}/votes/{uid}: one reader's feedback on an entry (rateFaq); only they read it. */
export const faqVoteDocument = z.object({
  /** 「この回答は役に立ちましたか?」; absent until answered. */
  vote: optional(z.enum(['helpful', 'notHelpful'])),
  /** 「これで解決」 pressed in Slack; counted once. */
  solved: optional(flag),
});
