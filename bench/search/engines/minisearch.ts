// MiniSearch as its documentation suggests for languages without spaces: a custom `tokenize` (here
// Intl.Segmenter, as discussed in lucaong/minisearch#201), `processTerm` for
// normalisation, which at search time may return several terms (the tenant's synonyms), and the
// search options of its README: prefix and fuzzy matching, the question boosted.
import MiniSearch from 'minisearch';
import { foldWidthAndCase, peerDocument, segmentWords, type PeerDocument } from './peerText';
import type { BenchFaq, SearchEngine, SynonymGroups } from './types';

export function miniSearchEngine(): SearchEngine {
  let index: MiniSearch<PeerDocument> | undefined;
  return {
    name: 'minisearch',
    config: 'tokenize: Intl.Segmenter ja; processTerm: NFKC+lower, synonyms at query time; prefix, fuzzy 0.2, boost question 2, tags 1.5',
    build(faqs: readonly BenchFaq[], synonyms: SynonymGroups) {
      // A word of a group stands for every word of the group (each as the segmenter splits it).
      const groupOf = new Map<string, string[]>();
      for (const group of synonyms) {
        const words = group.flatMap((word) => segmentWords(foldWidthAndCase(word)));
        for (const word of group) groupOf.set(foldWidthAndCase(word), words);
      }
      index = new MiniSearch<PeerDocument>({
        fields: ['question', 'answer', 'tags'],
        tokenize: (text) => segmentWords(text),
        processTerm: (term) => foldWidthAndCase(term),
        searchOptions: {
          tokenize: (text) => segmentWords(foldWidthAndCase(text)),
          processTerm: (term) => groupOf.get(term) ?? term,
          boost: { question: 2, tags: 1.5 },
          prefix: true,
          fuzzy: 0.2,
        },
      });
      index.addAll(faqs.map(peerDocument));
    },
    search(query: string, limit: number) {
      if (!index) throw new Error('build first');
      return index.search(query).slice(0, limit).map((hit) => String(hit.id));
    },
  };
}
