// The tokens of the lists' keyword search index (inquiries, tenant users; the server writes the
// entries, shared/src/contracts/listSearch.ts). The lists' filter (containsAllWords) matches each
// query word as a substring of the normalised text, so an entry stores every character (unigram) and
// every pair of neighbouring characters (bigram) of its words, in every script: 「MEMBER-01」 must find
// member-0100, and a whole-word token could not serve that. A word of the query then needs some of its
// bigrams (its single character, if it has one) among the entry's tokens; Firestore finds such entries
// with equality filters on `tokens.<token>` merged over single-field indexes, and the exact
// containsAllWords check on the entry's text drops the rare entry that holds the bigrams apart.

/**
 * Tokens one entry keeps at most, the first ones of its text (its leading fields come first). Firestore
 * allows 40,000 index entries a document and one token is one entry (ascending only, see
 * firestore.indexes.json). A 10,000-character Japanese body has some 5,000–7,000 distinct tokens, so
 * only text written to defeat the cap loses its tail.
 */
export const MAX_ENTRY_TOKENS = 10_000;

/**
 * Token filters one query uses at most. A few bigrams from each word already leave few candidates;
 * every further filter is one more index for Firestore to merge, and the text check catches the rest.
 */
export const MAX_QUERY_TOKENS = 8;

/** The distinct unigrams and bigrams of a searchableText, in the order they first occur, at most `max`. */
export function entryTokens(text: string, max: number = MAX_ENTRY_TOKENS): string[] {
  const tokens = new Set<string>();
  for (const word of text.split(' ')) {
    const chars = Array.from(word);
    for (let i = 0; i < chars.length; i += 1) {
      const char = chars[i]!;
      const next = chars[i + 1];
      for (const token of next === undefined ? [char] : [char, char + next]) {
        if (tokens.size >= max) return [...tokens];
        tokens.add(token);
      }
    }
  }
  return [...tokens];
}

/** Bigrams that cover every character of a word of two or more: every other one, and the last. */
function coveringBigrams(chars: readonly string[]): string[] {
  const starts: number[] = [];
  for (let start = 0; start < chars.length - 1; start += 2) starts.push(start);
  if (starts.at(-1) !== chars.length - 2) starts.push(chars.length - 2);
  return starts.map((start) => chars[start]! + chars[start + 1]!);
}

/**
 * The tokens an entry must hold to match every keyword (keywordsOf): a one-character keyword's
 * character, each longer one's covering bigrams, taken from each keyword in turn so every keyword
 * counts, at most `max` of them.
 */
export function queryTokens(keywords: readonly string[], max: number = MAX_QUERY_TOKENS): string[] {
  const perKeyword = keywords.map((keyword) => {
    const chars = Array.from(keyword);
    return chars.length === 1 ? chars : coveringBigrams(chars);
  });
  const tokens = new Set<string>();
  for (let round = 0; perKeyword.some((list) => round < list.length); round += 1) {
    for (const list of perKeyword) {
      const token = list[round];
      if (token === undefined) continue;
      if (tokens.size >= max) return [...tokens];
      tokens.add(token);
    }
  }
  return [...tokens];
}
