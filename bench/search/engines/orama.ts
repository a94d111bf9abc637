// Orama as "Using Japanese with Orama" (docs.orama.com) sets it up: the Japanese tokenizer of
// @orama/tokenizers (Intl.Segmenter in this version, not the WASM build the page warns about) with
// the Japanese stop-words of @orama/stopwords; the default threshold (every entry matching any term),
// prefix matching (Orama's default), the question boosted. No typo tolerance: the Japanese page sets
// none, and `tolerance: 1` (its typo-tolerance page) lets every one- or two-character Japanese word
// match any other, which put unrelated entries first for nearly every sentence (recall@1 31% against
// 58%). Orama's open-source engine has no synonyms (an Orama Cloud feature), so this peer runs without
// the tenant's list.
import { create, insert, search, type AnyOrama } from '@orama/orama';
import { stopwords as japaneseStopwords } from '@orama/stopwords/japanese';
import { createTokenizer } from '@orama/tokenizers/japanese';
import { foldWidthAndCase, peerDocument } from './peerText';
import type { BenchFaq, SearchEngine } from './types';

export function oramaEngine(): SearchEngine {
  let db: AnyOrama | undefined;
  return {
    name: 'orama',
    config: '@orama/tokenizers/japanese + @orama/stopwords/japanese; no tolerance, boost question 2, tags 1.5; no synonyms (not in Orama OSS)',
    async build(faqs: readonly BenchFaq[]) {
      db = create({
        schema: { question: 'string', answer: 'string', tags: 'string' } as const,
        components: { tokenizer: createTokenizer({ language: 'japanese', stopWords: japaneseStopwords }) },
      });
      for (const faq of faqs) await insert(db, peerDocument(faq));
    },
    search(query: string, limit: number) {
      if (!db) throw new Error('build first');
      const results = search(db, { term: foldWidthAndCase(query), limit, boost: { question: 2, tags: 1.5 } });
      // Without async components Orama answers synchronously; timing a promise would measure nothing.
      if (results instanceof Promise) throw new Error('orama answered asynchronously');
      return results.hits.map((hit) => String(hit.id));
    },
  };
}
