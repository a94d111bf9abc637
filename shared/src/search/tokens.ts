// Splitting normalised text (see normalize.ts) into search terms.
//
// Japanese has no spaces between words, so a Japanese run is indexed as overlapping character bigrams:
// any query of two or more characters then matches wherever its bigrams occur, without a dictionary.
// Latin/digit runs are real words and are kept whole (the index matches them by prefix as well).
//
// A one-character query has no bigram. Rather than scanning every entry's text for it, the index also
// stores each Japanese character as a unigram: the lookup stays one posting list, the cost is one more
// posting per distinct character of an entry, and a query run of two or more characters is looked up
// by its bigrams only, so the unigrams add no noise to longer queries.

export type RunKind = 'word' | 'japanese';

export interface Run {
  kind: RunKind;
  /** The run's characters, by code point (so a kanji outside the BMP is one character). */
  chars: string[];
}

// 〆 has no script of its own (Common) but behaves like a kanji in running text.
const JAPANESE_CHAR = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}〆]/u;
const KANA_CHAR = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

function kindOf(char: string): RunKind {
  return JAPANESE_CHAR.test(char) ? 'japanese' : 'word';
}

/** True for a character of a latin/digit word; false for Japanese characters and the space. */
export function isWordChar(char: string): boolean {
  return char !== ' ' && kindOf(char) === 'word';
}

/** Splits normalised text at spaces and at every change between Japanese and latin/digit characters. */
export function splitRuns(normalized: string): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of normalized) {
    if (char === ' ') {
      current = undefined;
      continue;
    }
    const kind = kindOf(char);
    if (current?.kind === kind) {
      current.chars.push(char);
    } else {
      current = { kind, chars: [char] };
      runs.push(current);
    }
  }
  return runs;
}

function bigrams(chars: readonly string[]): string[] {
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) grams.push(`${chars[i]}${chars[i + 1]}`);
  return grams;
}

/** True for a term that is a latin/digit word (these are matched by prefix too). */
export function isWordTerm(term: string): boolean {
  const first = term.codePointAt(0);
  return first !== undefined && isWordChar(String.fromCodePoint(first));
}

/** The terms an entry is indexed under, with how often each occurs: whole words, and every unigram and bigram of Japanese runs. */
export function indexTermCounts(normalized: string): Map<string, number> {
  return termCountsOfRuns(splitRuns(normalized));
}

/** indexTermCounts of text already split into runs. */
export function termCountsOfRuns(runs: readonly Run[]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const run of runs) {
    if (run.kind === 'word') {
      add(run.chars.join(''));
      continue;
    }
    for (const char of run.chars) add(char);
    for (const gram of bigrams(run.chars)) add(gram);
  }
  return counts;
}

const HAN = /^[\p{Script=Han}〆]$/u;

/**
 * Japanese shortens a compound of four kanji to its first and third (健康診断 → 健診, 育児休業 →
 * 育休): the index term each four-kanji stretch of the runs would be shortened to, keyed apart
 * from bigrams, with the compound it stands for.
 */
export function abbreviations(runs: readonly Run[]): { key: string; compound: string }[] {
  const found: { key: string; compound: string }[] = [];
  for (const run of runs) {
    if (run.kind !== 'japanese') continue;
    const { chars } = run;
    if (chars.length < 4) continue;
    const han = chars.map((char) => HAN.test(char));
    for (let i = 0; i + 3 < chars.length; i += 1) {
      if (han[i] && han[i + 1] && han[i + 2] && han[i + 3]) {
        found.push({ key: abbreviationKey(`${chars[i]}${chars[i + 2]}`), compound: chars.slice(i, i + 4).join('') });
      }
    }
  }
  return found;
}

// A character normalised text never holds (normalizeText makes control characters spaces).
const ABBREVIATION_MARK = '\u0001';

/** The index term under which compounds shortening to `shortened` (two kanji) are found. */
export function abbreviationKey(shortened: string): string {
  return `${ABBREVIATION_MARK}${shortened}`;
}

export function isAbbreviationKey(term: string): boolean {
  return term.startsWith(ABBREVIATION_MARK);
}

/** The distinct terms an entry is indexed under (indexTermCounts without the counts). */
export function indexTerms(normalized: string): Set<string> {
  return new Set(indexTermCounts(normalized).keys());
}

export interface QueryTermsOptions {
  /**
   * Whether a one-kana run becomes a unigram term. A lone kana beside other words is nearly always a
   * particle ("VPNに", "PCが") that occurs in every entry, so the search allows it only when it is the
   * whole query. A lone kanji ("印") carries meaning and is always kept.
   */
  keepLoneKana: boolean;
}

/** The terms a query run looks up: a whole word, the bigrams of a Japanese run, or a one-character unigram. */
export function queryTermsOfRun(run: Run, options: QueryTermsOptions): string[] {
  const [only, second] = run.chars;
  if (run.kind === 'word') return [run.chars.join('')];
  if (only === undefined) return [];
  if (second === undefined) return options.keepLoneKana || !KANA_CHAR.test(only) ? [only] : [];
  return [...new Set(bigrams(run.chars))];
}

/** The distinct query terms of all runs of normalised text. */
export function queryTerms(normalized: string, options: QueryTermsOptions): string[] {
  return [...new Set(splitRuns(normalized).flatMap((run) => queryTermsOfRun(run, options)))];
}
