// English words meeting the katakana loanwords of the entries by sound: an employee types "phishing"
// or "mailbox" where the entry says フィッシング or メールボックス. Both sides become a consonant
// skeleton, the consonants in order with vowels, doubled letters and the letters katakana does not
// write left out ("mailbox" m-l-b-x and メールボックス me-ru-bo-k-ku-su both "mrbks"). A skeleton
// of three consonants or more is specific enough to rely on; shorter ones ("mr", "rk") are shared by
// too many unrelated words and are not used. No word list is involved: any katakana word of the
// tenant's entries can be met, including product names the loanword list cannot know.
import { toRomaji } from 'wanakana';
import { normalizeText } from './normalize';

export const MIN_SKELETON_CONSONANTS = 3;

const VOWELS = /[aeiouy]/;

/** The consonant skeleton of romanised text, after the spelling rules both sides share. */
function skeletonOf(spelling: string): string {
  const consonants = spelling
    // Sounds spelled with two letters, as katakana writes them.
    .replace(/tch/g, 'ch')
    .replace(/sh/g, 's')
    .replace(/ch/g, 't')
    .replace(/ts/g, 't')
    .replace(/ph/g, 'f')
    .replace(/th/g, 's')
    .replace(/ck/g, 'k')
    .replace(/gh/g, '')
    .replace(/qu/g, 'kw')
    // Letters katakana writes with another: ラ for l, バ for v, ク for c/q, ジ/ズ for j/z, ン before p/b.
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/l/g, 'r')
    .replace(/v/g, 'b')
    .replace(/j/g, 'g')
    .replace(/z/g, 's')
    .replace(/m(?=[pb])/g, 'n')
    // ウ/ワ stand for w but mostly as a vowel (ウェブ is "uebu"): w is no consonant on either side.
    .replace(/w/g, '')
    .replace(/h(?![aeiouy])/g, '')
    .replace(/[^a-z]/g, '')
    .split('')
    .filter((letter) => !VOWELS.test(letter));
  const collapsed: string[] = [];
  for (const letter of consonants) if (collapsed[collapsed.length - 1] !== letter) collapsed.push(letter);
  return collapsed.join('');
}

/**
 * The skeleton of an English word (lower-case latin letters): -tion and -sion are ション and ジョン;
 * an r that ends a syllable (server, card, corporate) is a long vowel in katakana (サーバー, カード,
 * コーポレート), and so is the r of a final -re (software → ソフトウェア).
 */
export function englishSkeleton(word: string): string {
  const spelled = word
    .replace(/tion/g, 'shon')
    .replace(/(?<=[aeiou])sion/g, 'jon')
    .replace(/sion/g, 'shon')
    .replace(/re$/, 'e')
    .replace(/r(?![aeiouy])/g, '');
  return skeletonOf(spelled);
}

/** The skeleton of a katakana word, by its romaji (メールボックス → meerubokkusu → mrbks). */
export function katakanaSkeleton(katakana: string): string {
  return skeletonOf(toRomaji(katakana).toLowerCase());
}

// A katakana word as written in running text (after NFKC, so half-width kana are full-width).
const KATAKANA_WORD = /[\u30A1-\u30FAー]{2,}/gu;

export interface LoanwordSounds {
  /** The katakana words of the texts (normalised as the index has them) that `word` sounds like. */
  find(word: string): string[];
}

/**
 * The katakana words of `texts` by skeleton. A compound (フィッシングメール) is also split where one
 * part is a word the texts write alone (メール), so the other part (フィッシング) is a word too.
 */
export function createLoanwordSounds(texts: Iterable<string>): LoanwordSounds {
  const words = new Set<string>();
  for (const text of texts) for (const [katakana] of text.normalize('NFKC').matchAll(KATAKANA_WORD)) words.add(katakana);
  const parts = new Set<string>();
  for (const word of words) {
    const chars = Array.from(word);
    for (let i = 2; i + 2 <= chars.length; i += 1) {
      const head = chars.slice(0, i).join('');
      const tail = chars.slice(i).join('');
      if (words.has(tail)) parts.add(head);
      if (words.has(head)) parts.add(tail);
    }
  }
  const bySkeleton = new Map<string, Set<string>>();
  for (const katakana of [...words, ...parts]) {
    const skeleton = katakanaSkeleton(katakana);
    if (skeleton.length < MIN_SKELETON_CONSONANTS) continue;
    const found = bySkeleton.get(skeleton) ?? new Set<string>();
    found.add(normalizeText(katakana));
    bySkeleton.set(skeleton, found);
  }
  return {
    find(word) {
      if (!/^[a-z]+$/.test(word)) return [];
      const skeleton = englishSkeleton(word);
      if (skeleton.length < MIN_SKELETON_CONSONANTS) return [];
      return [...(bySkeleton.get(skeleton) ?? [])];
    },
  };
}
