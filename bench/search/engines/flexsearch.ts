// FlexSearch as its README sets it up for text without spaces: a custom `encode` function (here
// Intl.Segmenter's words, width and case folded), forward tokenizing for prefixes, a document index over
// question, answer and tags, searched with `suggest` (partial matches rather than nothing) and the
// fields' results merged. FlexSearch has no synonyms of its own: `encode` maps each word of a group to
// the group's first word, on both sides, which is what its encoder's `matcher` would do.
import { Document } from 'flexsearch';
import { foldWidthAndCase, peerDocument, segmentWords, type PeerDocument } from './peerText';
import type { BenchFaq, SearchEngine, SynonymGroups } from './types';

/** FlexSearch's documents are string-keyed maps. */
type FlexDocument = PeerDocument & Record<string, string>;

export function flexSearchEngine(): SearchEngine {
  let index: Document<FlexDocument> | undefined;
  return {
    name: 'flexsearch',
    config: 'Document over question, answer, tags; encode: Intl.Segmenter ja, NFKC+lower, synonyms to their group head; tokenize forward; suggest, merge',
    build(faqs: readonly BenchFaq[], synonyms: SynonymGroups) {
      const head = new Map<string, string>();
      for (const group of synonyms) {
        const first = foldWidthAndCase(group[0] ?? '');
        for (const word of group) head.set(foldWidthAndCase(word), first);
      }
      const encode = (text: string) => segmentWords(foldWidthAndCase(text)).map((word) => head.get(word) ?? word);
      const field = (name: keyof PeerDocument & string) => ({ field: name, tokenize: 'forward' as const, encode });
      index = new Document<FlexDocument>({ document: { id: 'id', index: [field('question'), field('answer'), field('tags')] } });
      for (const faq of faqs) index.add({ ...peerDocument(faq) });
    },
    search(query: string, limit: number) {
      if (!index) throw new Error('build first');
      const found = index.search(query, { limit: limit * 3, suggest: true, merge: true }) as unknown as { id: string | number }[];
      return found.slice(0, limit).map((hit) => String(hit.id));
    },
  };
}
