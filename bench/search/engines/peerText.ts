// What the benchmark does for both peers alike, beyond their documented Japanese setup: the HTML
// answer as plain text, and NFKC with lower case (full-width "ＶＰＮ" = "vpn"), which any integrator
// would add and neither library does for Japanese text by itself. Kana folding, long vowels and
// readings are left to the engines: they are what is being compared.
import { answerText } from './answerText';
import type { BenchFaq } from './types';

export const foldWidthAndCase = (text: string) => text.normalize('NFKC').toLowerCase();

/** A peer's document: the question, the answer as text and the tags, each folded for width and case. */
export interface PeerDocument {
  id: string;
  question: string;
  answer: string;
  tags: string;
}

export const peerDocument = (faq: BenchFaq): PeerDocument => ({
  id: faq.id,
  question: foldWidthAndCase(faq.question),
  answer: foldWidthAndCase(answerText(faq.answerHtml)),
  tags: foldWidthAndCase(faq.tags.join(' ')),
});

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/** Words by Intl.Segmenter (ICU's dictionary segmentation for Japanese), punctuation and spaces left out. */
export function segmentWords(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => (part.isWordLike ? part.segment : '')).filter(Boolean);
}
