/**
 * A published FAQ entry as the index documents hold it (the answer as plain text, cut to its first
 * 1,000 characters): written by the server (functions/src/faq/faqIndex.ts), read by the browser
 * (shared/src/data/faqIndex.ts), each with its own kind of time.
 */
export interface IndexedFaqEntry<Time> {
  id: string;
  question: string;
  answerText: string;
  tags: string[];
  categoryIds: string[];
  helpfulCount: number;
  updatedAt: Time;
}
