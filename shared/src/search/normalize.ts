// Text normalisation for Japanese FAQ search. The index and the query both go through
// normalizeText, so every folding here makes two spellings of the same word meet.

// Spacing dakuten/handakuten (゛゜) are turned into their combining forms first, so that NFKC composes
// "か゛" into "が" as it does for half-width "ｶﾞ"; otherwise NFKC leaves a space and a stray mark.
const SPACING_VOICED_MARKS = /[\u309B\u309C]/g;

// Katakana ァ..ヶ and the iteration marks ヽヾ sit exactly 0x60 above their hiragana counterparts,
// so one offset folds them (ヴ→ゔ included). ヷヸヹヺ have no hiragana form and are left as they are.
const FOLDABLE_KATAKANA = /[\u30A1-\u30F6\u30FD\u30FE]/g;
const KATAKANA_TO_HIRAGANA_OFFSET = 0x60;

// ヵ/ヶ (and their hiragana ゕ/ゖ) are almost always the counter "か" in "3ヶ月", "1ヵ所"; folding them
// to か makes those meet "3か月". Place names such as 霞ヶ関 (read が) are a rare loss in a help desk.
const SMALL_KA_KE = /[\u3095\u3096]/g;

// The long-vowel mark is dropped rather than expanded: users and documents disagree on it
// ("サーバー", "サーバ", "さーばー"), and dropping is the only folding that makes all of them equal.
// The cost is rare collisions such as ビール/ビル, which only add a hit.
const LONG_VOWEL_MARK = /\u30FC/g;

// After a kana, hyphens, minus signs and wave dashes are stand-ins for the long-vowel mark typed
// on a keyboard ("サ－バ－", "すご〜い"), so they are dropped like ー.
const KANA = '\\p{Script=Hiragana}\\p{Script=Katakana}';
const DASHES = '\\-\u2010\u2012-\u2015\u2212~\u301C';
const DASH_AFTER_KANA = new RegExp(`(?<=[${KANA}])[${DASHES}]+`, 'gu');

// A single hyphen inside a latin/digit word joins it ("Wi-Fi" = "WiFi", "e-mail" = "email"), because
// users type these words both ways; a space would split "wifi" into two words that never meet "wifi".
const LATIN_OR_DIGIT = '\\p{Script=Latin}\\p{Nd}';
const HYPHEN_IN_WORD = new RegExp(`(?<=[${LATIN_OR_DIGIT}])[\\-\u2010\u2012\u2013\u2212](?=[${LATIN_OR_DIGIT}])`, 'gu');

// Everything that is not a letter, digit or combining mark (punctuation such as 、。「」・/ and symbols)
// separates words; search never needs it and keeping it would split or glue terms unpredictably.
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;

function foldKatakanaToHiragana(text: string): string {
  return text.replace(FOLDABLE_KATAKANA, (char) =>
    String.fromCharCode(char.charCodeAt(0) - KATAKANA_TO_HIRAGANA_OFFSET),
  );
}

/** NFKC and lower case, with spacing voiced marks composed first (see SPACING_VOICED_MARKS). */
function composeAndFold(text: string): string {
  const composed = text.replace(SPACING_VOICED_MARKS, (mark) => (mark === '\u309B' ? '\u3099' : '\u309A'));
  // NFKC before lower-casing: full-width "ＰＣ" only becomes ASCII (and lower-casable) after it.
  return composed.normalize('NFKC').toLowerCase();
}

/** Long-vowel marks, kana dashes and in-word hyphens removed, punctuation made single spaces. */
function dropMarks(text: string): string {
  return text
    .replace(LONG_VOWEL_MARK, '')
    .replace(DASH_AFTER_KANA, '')
    .replace(HYPHEN_IN_WORD, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

/**
 * Normalises text for search: NFKC (full-width ASCII → half-width, half-width kana → full-width),
 * lower case, katakana → hiragana, long-vowel marks removed, punctuation → single spaces.
 */
export function normalizeText(text: string): string {
  return dropMarks(foldKatakanaToHiragana(composeAndFold(text)).replace(SMALL_KA_KE, 'か'));
}

export interface MarkedText {
  /** normalizeText(text). */
  normalized: string;
  /** Per code point of `normalized`: whether it was written in katakana (a loanword, a name). */
  katakana: boolean[];
}

/**
 * normalizeText, telling which characters were katakana: folding loses it, and a query's katakana
 * is a word of its own (パスワード), where its hiragana is mostly grammar (を, ました).
 * Folding is one character for one, so it can come last.
 */
export function normalizeMarkingKatakana(text: string): MarkedText {
  const unfolded = dropMarks(composeAndFold(text));
  const katakana = Array.from(unfolded, (char) => /[\u30A1-\u30F6\u30FD\u30FE]/.test(char));
  return { normalized: foldKatakanaToHiragana(unfolded).replace(SMALL_KA_KE, 'か'), katakana };
}

/** The words of a lists' keyword filter, normalised; none for text that is only punctuation. */
export function keywordsOf(query: string): string[] {
  return normalizeText(query).split(/\s+/).filter(Boolean);
}

/** What the lists' keyword filter searches in: the fields normalised as one text, words apart. */
export function searchableText(fields: readonly string[]): string {
  return normalizeText(fields.join(' '));
}

/** Whether every keyword occurs in `text` (searchableText), each within one of its words. */
export function hasEveryKeyword(text: string, keywords: readonly string[]): boolean {
  return keywords.every((keyword) => text.includes(keyword));
}

/** Whether every word of `query` occurs in one of `fields`, both normalised: the lists' keyword filter. */
export function containsAllWords(query: string, fields: readonly string[]): boolean {
  return hasEveryKeyword(searchableText(fields), keywordsOf(query));
}
