// Madoguchi's FAQ search as the app builds it, through the one way in (functions/search/buildFaqSearch.ts):
// the server's sanitizing, plain text and readings, then the browser's search.
import { buildFaqSearch } from '../../../functions/search/buildFaqSearch';
import type { FaqIndex } from '../../../shared/src/search/faqIndex';
import type { BenchFaq, SearchEngine, SynonymGroups } from './types';

export function madoguchiEngine(): SearchEngine {
  let index: FaqIndex | undefined;
  return {
    name: 'madoguchi',
    config: 'buildFaqSearch (functions/search/buildFaqSearch.ts) with the tenant synonyms',
    async build(faqs: readonly BenchFaq[], synonyms: SynonymGroups) {
      index = await buildFaqSearch(
        faqs.map((faq) => ({ id: faq.id, question: faq.question, answerHtml: faq.answerHtml, tags: faq.tags })),
        { synonyms: synonyms.map((group) => [...group]) },
      );
    },
    search(query: string, limit: number) {
      if (!index) throw new Error('build first');
      return index.search(query, limit).map((entry) => entry.id);
    },
    nearMisses(query: string) {
      if (!index) throw new Error('build first');
      return index.nearMisses(query).map(({ entry }) => entry.id);
    },
  };
}
