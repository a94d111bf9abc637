// The tokens of the lists' keyword search index (inquiries, tenant users; the server writes the
// entries, shared/src/contracts/listSearch.ts). The lists' filter (containsAllWords) matches each
// query word as a substring of the normalised text, so an entry stores every run of one, two and three
// characters of its words (unigrams, bigrams, trigrams), in every script: 「MEMBER-01」 must find
// member-0100, and a whole-word token could not serve that. A query word then needs its own character,
// its bigram, or its trigrams among the entry's tokens; Firestore finds such entries with equality
// filters on `tokens.<token>` merged over single-field indexes, and the exact containsAllWords check on
// the entry's text drops an entry that holds the pieces apart. Trigrams make those rare: Japanese
// repeats bigrams (でき, ませ, せん occur apart in most inquiries that lack できません), and each such
// entry costs the search one read (measured on 50,000 inquiries: 「お願いします」 read 284 documents by
// bigrams, 10 by trigrams).

/**
 * Tokens one entry keeps at most, those of the start of its text (its leading fields come first), so
 * that the text up to where it stops is wholly searchable. Firestore allows 40,000 index entries a
 * document and one token is one entry (ascending only, see firestore.indexes.json); 20,000 tokens are
 * about 250 KB of the 1 MiB a document may hold. A 10,000-character Japanese body has some 15,000
 * distinct tokens, so only text written to defeat the cap loses its tail.
 */
export const MAX_ENTRY_TOKENS = 20_000;

/**
 * Token filters one query uses at most. A few bigrams from each word already leave few candidates;
 * every further filter is one more index for Firestore to merge, and the text check catches the rest.
 */
export const MAX_QUERY_TOKENS = 8;

/** The longest run of characters a token holds. */
const LONGEST = 3;

/**
 * The distinct runs of one to three characters of a searchableText's words, position by position (so
 * the cap cuts the text, not one kind of token), at most `max`.
 */
export function entryTokens(text: string, max: number = MAX_ENTRY_TOKENS): string[] {
  const tokens = new Set<string>();
  for (const word of text.split(' ')) {
    const chars = Array.from(word);
    for (let start = 0; start < chars.length; start += 1) {
      for (let end = start + 1; end <= Math.min(start + LONGEST, chars.length); end += 1) {
        if (tokens.size >= max) return [...tokens];
        tokens.add(chars.slice(start, end).join(''));
      }
    }
  }
  return [...tokens];
}

/**
 * A keyword's tokens: itself up to three characters; a longer one's trigrams, first those that cover
 * every character (every third, and the last), then the others.
 */
function keywordTokens(keyword: string): string[] {
  const chars = Array.from(keyword);
  if (chars.length <= LONGEST) return [keyword];
  const trigrams = chars.slice(0, chars.length - LONGEST + 1).map((_, start) => chars.slice(start, start + LONGEST).join(''));
  const covering = trigrams.filter((_, start) => start % LONGEST === 0 || start === trigrams.length - 1);
  return [...covering, ...trigrams.filter((trigram) => !covering.includes(trigram))];
}

/**
 * The tokens an entry must hold to match every keyword (keywordsOf), taken from each keyword in turn
 * so every keyword counts, at most `max` of them.
 */
export function queryTokens(keywords: readonly string[], max: number = MAX_QUERY_TOKENS): string[] {
  const perKeyword = keywords.map(keywordTokens);
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
