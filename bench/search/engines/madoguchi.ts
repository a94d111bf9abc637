// Madoguchi's FAQ search as the app builds it. The only place the benchmark touches the engine: when
// the engine gains its one exported "FAQ entries → searchable index" function, only build() changes.
import { createFaqIndex, type FaqIndex } from '../../../shared/src/data/faqIndex';
import { answerText } from './answerText';
import type { BenchFaq, SearchEngine, SynonymGroups } from './types';

// The index document holds the answer's first 1,000 characters (functions/src/faq/faqIndex.ts).
const INDEXED_ANSWER_CHARS = 1000;

export function madoguchiEngine(): SearchEngine {
  let index: FaqIndex | undefined;
  return {
    name: 'madoguchi',
    config: 'createFaqIndex (shared/src/data/faqIndex.ts) with the tenant synonyms',
    build(faqs: readonly BenchFaq[], synonyms: SynonymGroups) {
      const entries = faqs.map((faq) => ({
        id: faq.id,
        question: faq.question,
        answerText: answerText(faq.answerHtml).slice(0, INDEXED_ANSWER_CHARS),
        tags: faq.tags,
        categoryIds: [],
        helpfulCount: 0,
        updatedAt: null,
      }));
      index = createFaqIndex(entries, synonyms);
    },
    search(query: string, limit: number) {
      if (!index) throw new Error('build first');
      return index.search(query, limit).map((entry) => entry.id);
    },
  };
}
