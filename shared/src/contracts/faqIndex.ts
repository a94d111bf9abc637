/**
 * A published FAQ entry as the index documents hold it (the answer as plain text, cut to its first
 * 1,000 characters): written by the server (functions/src/faq/faqIndex.ts), read by the browser
 * (shared/src/search/faqIndex.ts), each with its own kind of time.
 */
export interface IndexedFaqEntry<Time> {
  id: string;
  question: string;
  answerText: string;
  tags: string[];
  categoryIds: string[];
  helpfulCount: number;
  updatedAt: Time;
  /** Absent on entries saved before readings were computed, until they are saved again. */
  reading?: FaqReading;
  /** Other ways readers ask the question (別の言い方), searched like it; absent when there are none. */
  aliases?: string[];
}

/**
 * The hiragana reading of an entry's question and tags (functions/src/faq/readings.ts), computed when
 * it is saved, so that kana typed for a kanji word finds it: 有給休暇 reads "ゆうきゅうきゅうか". Words
 * without a reading (latin, digits) stay as written; phrases are separated by spaces. `tags[i]` reads
 * the entry's `tags[i]`. The answer has none: on the seed data its reading would grow the index by
 * 80–94% (these two by 26–33%), and every page view reads all of it, for words the question and tags
 * mostly carry already.
 */
export interface FaqReading {
  question: string;
  tags: string[];
}
