// How much each bigram of a Japanese query run says: the words of the query against its grammar.
//
// Every sentence has particles, okurigana, verb endings and auxiliaries ("を", "ました", "ください");
// they still count, at GRAMMAR_WEIGHT, so that a query of grammar alone still finds its words, but a
// query's content decides. Which kana are grammar depends on what they stand beside:
// - katakana is a word of its own (a loanword, a name): パスワード's すわ is no grammar;
// - a run of hiragana alone is a word typed by its reading (だこく, ゆうきゅう, たいしょく), grammar
//   only in the ending it may carry (なくした, つながらない);
// - beside kanji or katakana, hiragana is mostly grammar: the bigrams of GRAMMAR_BIGRAMS, a particle
//   after a word (証を, 費の, どを) and the kana before a kanji (の給, を提), which are a particle and
//   the beginning of the next word.

export const GRAMMAR_WEIGHT = 0.25;

// Kana that are particles or auxiliaries when alone (a lone "の" or "を" counts as grammar).
const GRAMMAR_KANA = new Set(Array.from('ぁあいうぇえおかがきくけこさしすせそただちっつてでとなにぬねのはばへべまみむめもゃやゅゆょよらりるれろわをん'));

// Bigrams of grammar kana: verb endings, auxiliaries and particles that every sentence has.
const GRAMMAR_BIGRAMS = new Set([
  'ます', 'まし', 'した', 'して', 'てい', 'いま', 'せん', 'ませ', 'です', 'でし', 'ない', 'なっ', 'って', 'った',
  'たら', 'れば', 'ので', 'のだ', 'んで', 'から', 'けど', 'ても', 'でも', 'など', 'くだ', 'ださ', 'さい',
  'てし', 'しま', 'まっ', 'ちゃ', 'いる', 'ある', 'あり', 'りま', 'いた', 'てく', 'てみ', 'みた', 'たい', 'でき',
  'きな', 'きま', 'られ', 'れな', 'れる', 'れま', 'しょ', 'ょう', 'ろし', 'よろ', 'しく', 'おね', 'ねが', 'がい',
  'いし', 'いで', 'こと', 'とが', 'もの', 'のが', 'のは', 'のを', 'には', 'では', 'とき', 'ため', 'よう', 'うに',
  'すか', 'すが', 'まず', 'どう', 'うす', 'すれ', 'ばい', 'いい',
]);

// Endings of verbs and adjectives typed in hiragana alone (なくした, つながらない, わからないです).
const GRAMMAR_ENDINGS = [
  'ます', 'ました', 'ません', 'ますか', 'です', 'でした', 'ですか', 'ですが', 'ください', 'たい', 'たいです',
  'ない', 'なかった', 'なくなった', 'なくなりました', 'した', 'して', 'しました', 'したい', 'しまった',
  'てしまった', 'てしまいました', 'できない', 'できません', 'られない', 'れない', 'った', 'ている', 'ています',
  'ほしい', 'たら', 'のですが', 'んですが', 'けど',
];

// Particles, which follow a word: の, を, が, は, へ, に, で, と, も, や.
const PARTICLES = new Set(Array.from('のをがはへにでともや'));

const HIRAGANA = /^\p{Script=Hiragana}$/u;
const KANJI = /^[\p{Script=Han}〆]$/u;

/** A term's weight by the lists alone: grammar bigrams and lone grammar kana count less. */
export function listedShare(term: string): number {
  const chars = Array.from(term);
  return GRAMMAR_BIGRAMS.has(term) || (chars.length === 1 && GRAMMAR_KANA.has(chars[0] ?? '')) ? GRAMMAR_WEIGHT : 1;
}

/** The length of the grammar ending `chars` (hiragana) end with, leaving a stem; 0 when none. */
function grammarEndingLength(chars: readonly string[]): number {
  const text = chars.join('');
  let longest = 0;
  for (const ending of GRAMMAR_ENDINGS) if (ending.length > longest && ending.length < chars.length && text.endsWith(ending)) longest = ending.length;
  return longest;
}

/**
 * How much each term of a query run (its characters, normalised, and whether each was katakana)
 * counts towards the run: 1 for content, GRAMMAR_WEIGHT for grammar. A term found in several places
 * of the run counts its most.
 */
export function runShares(chars: readonly string[], katakana: readonly boolean[], terms: readonly string[]): Map<string, number> {
  const shares = new Map<string, number>();
  if (chars.length < 2) {
    for (const term of terms) shares.set(term, listedShare(term));
    return shares;
  }
  const isHiragana = (i: number) => !katakana[i] && HIRAGANA.test(chars[i] ?? '');
  const isKanji = (i: number) => KANJI.test(chars[i] ?? '');
  const hiraganaOnly = chars.every((_char, i) => isHiragana(i));
  const endingStart = hiraganaOnly ? chars.length - grammarEndingLength(chars) : chars.length;
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const gram = `${chars[i]}${chars[i + 1]}`;
    let share: number;
    if (katakana[i] && katakana[i + 1]) share = 1;
    else if (hiraganaOnly) share = i >= endingStart ? GRAMMAR_WEIGHT : 1;
    // Katakana and hiragana side by side: a word and its particle or okurigana.
    else if (!isKanji(i) && !isKanji(i + 1) && katakana[i] !== katakana[i + 1]) share = GRAMMAR_WEIGHT;
    // Hiragana before a kanji: a particle, then the next word begins.
    else if (isHiragana(i) && isKanji(i + 1)) share = GRAMMAR_WEIGHT;
    // A kanji and the particle after it.
    else if (isKanji(i) && isHiragana(i + 1) && PARTICLES.has(chars[i + 1] ?? '')) share = GRAMMAR_WEIGHT;
    else share = listedShare(gram);
    shares.set(gram, Math.max(share, shares.get(gram) ?? 0));
  }
  return shares;
}
