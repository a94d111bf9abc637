// An in-memory inverted index of FAQ entries, built once in the browser and queried on every keystroke.
//
// Scoring: the query becomes clauses, one per distinct query term and one per synonym match. A clause
// scores an entry by its best alternative (the term itself, a longer word it prefixes, the synonyms),
// each term counting its inverse document frequency times the weights of the fields holding it
// (postings.ts: BM25 per field, computed when the index is built); an entry's score is the weighted
// sum over clauses. Entries thus rank by how much of the query they match, so a long free-text
// inquiry still finds the FAQ sharing its key words; nothing requires all.
//
// Each query run (a latin word, a Japanese run, a synonym) weighs 1 in total, shared by its terms.
// Otherwise a Japanese sentence of n characters would count n - 1 bigrams against the single term of
// the word beside it, and in "VPNにつながらないのですが" the generic "につながらない" would outweigh "vpn".
// Within a run, grammar (particles, okurigana, endings) weighs less than content (grammar.ts).
//
// An entry is a hit only when it matches a large enough share of the query (MIN_COVERAGE): a query
// about something the FAQ does not cover finds nothing, rather than whatever shares its endings.
// A long pasted inquiry is held to less, but must name what a hit is about (see requiredCoverage and
// isShown).
//
// What employees type besides the entries' words:
// - readings: the server stores the hiragana reading of each question and its tags (kuromoji, when
//   the entry is saved), indexed in the same field as the text, so 「ゆうきゅう」 finds 有給休暇;
// - latin words the index does not know: romaji (wanakana), office loanwords (loanwords.ts), the
//   katakana words of the entries they sound like (loanwordSounds.ts: "phishing" → フィッシング),
//   inflected ("locked" → lock), and from four letters on one typo (typos.ts);
// - abbreviations of four-kanji compounds (健診 → 健康診断, tokens.ts);
// - aliases: other ways to ask a question, which an admin attaches to the entry; a query equal to one
//   (or to the question) puts the entry first.
//
// Speed: everything that does not depend on the query is computed when the index is built (each
// posting's weight times its term's idf, the words in order for prefixes, the words by their
// one-letter deletions for typos, the loanwords by sound), the alternatives of a term are kept from
// one keystroke to the next, and a query adds into typed arrays reused from query to query.
import { toHiragana } from 'wanakana';
import { listedShare, runShares } from './grammar';
import { createLoanwordSounds } from './loanwordSounds';
import { OFFICE_LOANWORDS } from './loanwords';
import { normalizeMarkingKatakana, normalizeText } from './normalize';
import { ANY_TEXT_BITS, buildPostings, FIELD_NAMES, positionIn, READING_BIT, TEXT_BIT, TOPIC_BITS, type PostingList } from './postings';
import { buildSynonymTable, findSynonymMatches, memberForms } from './synonyms';
import { abbreviationKey, isAbbreviationKey, isWordTerm, queryTerms, queryTermsOfRun, splitRuns } from './tokens';
import { createTypoTable } from './typos';

export interface SearchEntry {
  id: string;
  question: string;
  /** The answer as plain text (see htmlToText in @madoguchi/shared/format). */
  answerText: string;
  tags?: string[];
  /**
   * Other ways to ask the question (別の言い方), such as a query that found nothing which an admin
   * attached to this entry. Indexed as a field of their own, weighted like the question; a query equal
   * to one of them puts the entry first. They have no readings.
   */
  aliases?: string[];
  /** The hiragana readings of the question and of each tag, written by the server (absent on older entries). */
  reading?: { question: string; tags: string[] };
}

export interface SearchHit {
  id: string;
  score: number;
}

export interface SearchIndexOptions {
  /** Per-tenant synonym groups, e.g. [["PC", "パソコン", "ピーシー"], ["VPN", "リモート接続"]]. */
  synonyms?: string[][];
}

export interface SearchOptions {
  /** Maximum number of hits; all hits when omitted. */
  limit?: number;
}

/**
 * How a query term met an entry: as typed, as the beginning of a longer word, in a field's reading
 * only, as romaji, through the tenant's synonyms (or an abbreviation), as an English loanword (the
 * office loanword list, or the sound of a katakana word), or with one typo.
 */
export type MatchHow = 'exact' | 'prefix' | 'reading' | 'romaji' | 'synonym' | 'loanword' | 'typo';
export type MatchField = 'question' | 'aliases' | 'tags' | 'answer';

export interface MatchReason {
  /** What the query said, normalised: a query term or a synonym/loanword member found in it. */
  typed: string;
  /** The index term it met (e.g. the whole word a prefix began, the kana a romaji word spells, the synonym). */
  matched: string;
  how: MatchHow;
  /** Fields of this entry holding it. 'reading' means the term is in the field's reading only, not its text. */
  fields: MatchField[];
}

export interface ExplainedHit extends SearchHit {
  /** The share (0..1) of the query's weight this entry matches. */
  coverage: number;
  /** Whether search() would show it (coverage at or above the threshold). */
  shown: boolean;
  /** One reason per query clause the entry matched (its best alternative), most weight first; grammar-only clauses may be left out. */
  reasons: MatchReason[];
}

export interface SearchExplanation {
  /** The coverage an entry needs for this query. */
  required: number;
  /** The shown hits in search() order (same ids and scores as search()), then the best entries below the threshold (shown: false), up to `limit` in all (default 10). */
  hits: ExplainedHit[];
}

export interface SearchIndex {
  /** Hits by score, highest first; equal scores keep the entries' order. Blank queries find nothing. */
  search(query: string, options?: SearchOptions): SearchHit[];
  /**
   * Why each entry is found or left out, for an admin's search test page. Computed only when asked
   * (search() keeps no trace of its reasons), with the same hits and scores as search().
   */
  explain(query: string, options?: { limit?: number }): SearchExplanation;
}

// A word the user has only begun ("pass" → "password") is matched, but below a whole-word match.
// A short beginning starts many words; the most common are kept, so a keystroke stays cheap.
const PREFIX_MATCH_WEIGHT = 0.6;
const MAX_PREFIX_WORDS = 24;
// A latin synonym member is completed from this many letters on ("pass" → password → パスワード).
const MIN_MEMBER_PREFIX_LETTERS = 3;

// A synonym match counts a little less than the words the user actually typed; so do an abbreviation
// (健診 for 健康診断) and the katakana word an English word sounds like.
const SYNONYM_MATCH_WEIGHT = 0.8;
const ABBREVIATION_MATCH_WEIGHT = 0.8;
const LOANWORD_SOUND_WEIGHT = 0.8;

// A latin word read as romaji ("kaigishitsu" → かいぎしつ) is nearly what was meant; a word one typo
// away ("outlok" → outlook) is a guess, below any exact or prefix match.
const ROMAJI_MATCH_WEIGHT = 0.9;
const TYPO_MATCH_WEIGHT = 0.5;
const TYPO_MIN_LETTERS = 4;

// The share of the query's weight an entry must match to be shown; beyond SHORT_QUERY_TERMS content
// terms, a query is a long inquiry, held to less (see requiredCoverage), and its best-scoring entry
// to LONG_QUERY_BEST_COVERAGE of that (see isShown).
const MIN_COVERAGE = 0.5;
const SHORT_QUERY_TERMS = 12;
const LONG_QUERY_BEST_COVERAGE = 0.5;

// Inquiry bodies used as suggestion queries can be long; their first characters carry the topic, and
// the bound keeps each keystroke's work bounded whatever is pasted.
const MAX_QUERY_CHARS = 1000;

// Up to this many hits asked for, they are kept sorted as they come rather than all sorted at the end.
const MAX_INSERTED_HITS = 64;

// Alternatives of a query term, kept between keystrokes (typing extends a query one character at a time).
const MAX_CACHED_TERMS = 2000;

/** One way to satisfy a clause: a phrase whose terms each count 1/lists.length, times `weight`. */
interface Alternative {
  /** The phrase's posting lists; undefined for a term no entry holds. */
  lists: (PostingList | undefined)[];
  weight: number;
  how: MatchHow;
  /** The query's own text this alternative reads (a term, or a synonym member). */
  typed: string;
  /** What it looks for in the index (the term itself, the word begun, the kana, the synonym). */
  matched: string;
}

interface Clause {
  alternatives: Alternative[];
  /** The clause's share of the query: the sum over the query runs it occurs in. */
  weight: number;
  /** How many query terms it stands for, grammar counted at its weight (the query's length). */
  terms: number;
  /** Its weight in coverage: `weight`, or 0 for a word no entry has in a long query (see requiredCoverage). */
  coverWeight: number;
  /** Whether it is a bigram of hiragana as typed (not katakana folded). */
  kana: boolean;
}

/** A query made ready: its clauses, its weight in coverage and the weight an entry must match. */
interface PreparedQuery {
  clauses: Clause[];
  weight: number;
  required: number;
  /** A long inquiry (see requiredCoverage). */
  long: boolean;
  /** A long inquiry with strong clauses, of which a hit must hold one where it says what it is about (see isShown). */
  topical: boolean;
  /** The entries whose question or an alias is the query itself. */
  exact: readonly number[];
}

/** An entry a query touches: its score and the weight of the query it matches. */
interface Scored {
  entry: number;
  score: number;
  covered: number;
}

/**
 * Sums into arrays of one slot per entry, reused from query to query: a slot counts only when its
 * stamp is the current round's, so nothing is cleared between rounds.
 */
class Accumulator {
  readonly score: Float64Array;
  readonly covered: Float64Array;
  readonly stamp: Uint32Array;
  readonly touched: Int32Array;
  count = 0;
  round = 0;

  constructor(size: number) {
    this.score = new Float64Array(size);
    this.covered = new Float64Array(size);
    this.stamp = new Uint32Array(size);
    this.touched = new Int32Array(size);
  }

  begin(): void {
    this.count = 0;
    this.round += 1;
    if (this.round === 0xffffffff) {
      this.stamp.fill(0);
      this.round = 1;
    }
  }

  private claim(entry: number, score: number, covered: number): boolean {
    if (this.stamp[entry] === this.round) return false;
    this.stamp[entry] = this.round;
    this.score[entry] = score;
    this.covered[entry] = covered;
    this.touched[this.count] = entry;
    this.count += 1;
    return true;
  }

  add(entry: number, score: number, covered: number): void {
    if (this.claim(entry, score, covered)) return;
    this.score[entry] = (this.score[entry] ?? 0) + score;
    this.covered[entry] = (this.covered[entry] ?? 0) + covered;
  }

  /** Keeps the higher score and the higher coverage (each may come from another alternative). */
  max(entry: number, score: number, covered: number): void {
    if (this.claim(entry, score, covered)) return;
    if (score > (this.score[entry] ?? 0)) this.score[entry] = score;
    if (covered > (this.covered[entry] ?? 0)) this.covered[entry] = covered;
  }
}

// Hepburn's long vowels as a keyboard spells them (ā → aa; ō mostly stands for おう).
const MACRON_VOWELS: Readonly<Record<string, string>> = { ā: 'aa', ī: 'ii', ū: 'uu', ē: 'ee', ō: 'ou', â: 'aa', î: 'ii', û: 'uu', ê: 'ee', ô: 'ou' };

/**
 * A latin word read as romaji, when all of it is ("kaigishitsu" → かいぎしつ; "vpn" is not): as typed,
 * then with its long vowels folded as the index folds ー, since where katakana writes ー romaji
 * doubles the vowel (メール "meeru", パスワード "pasuwaado", コーヒー "kouhii"). The hiragana's own
 * long vowels (ゆうきゅう "yuukyuu") are kept in the first.
 */
function romajiReadings(word: string): string[] {
  const spelled = word.replace(/[āīūēōâîûêô]/g, (vowel) => MACRON_VOWELS[vowel] ?? vowel).replace(/m(?=[bp])/g, 'n');
  if (!/^[a-z]+$/.test(spelled) || spelled.length < 3) return [];
  const folded = spelled.replace(/([aeiou])\1/g, '$1').replace(/ou/g, 'o').replace(/ei/g, 'e');
  return [...new Set([spelled, folded])]
    .map((romaji) => toHiragana(romaji))
    .filter((kana) => /^[\p{Script=Hiragana}ー]+$/u.test(kana))
    .map((kana) => normalizeText(kana));
}

/** The first index of `sorted` whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The words of `sorted` that `prefix` begins, other than itself. */
function wordsBegunBy(sorted: readonly string[], prefix: string): string[] {
  const begun: string[] = [];
  for (let i = lowerBound(sorted, prefix); i < sorted.length; i += 1) {
    const candidate = sorted[i] ?? '';
    if (!candidate.startsWith(prefix)) break;
    if (candidate !== prefix) begun.push(candidate);
  }
  return begun;
}

/** A clause of content typed with kanji, katakana or latin letters, or a synonym: what a query is about. */
const isStrong = (clause: Clause) => !clause.kana && clause.terms >= 1;

/** Text without its spaces, to compare a query with a question or an alias. */
const compact = (normalized: string) => normalized.replace(/ /g, '');

const HIRAGANA_CHAR = /^\p{Script=Hiragana}$/u;
const KANJI_BIGRAM = /^[\p{Script=Han}〆]{2}$/u;
const LATIN_WORD = /^[a-z]+$/;

/**
 * The share of the query's weight an entry must match. A short query must be half covered. A long
 * pasted inquiry tells its context around the point (「来週から…打ち合わせがあります」), so beyond
 * SHORT_QUERY_TERMS content terms the share falls in proportion to its length, and its words that no
 * entry uses at all count for nothing: they are the context, not what the FAQ could answer. (In a
 * short query such a word is the point: 「退職金の計算方法」 is not answered by the entries on 退職.)
 */
function requiredCoverage(clauses: Clause[]): { weight: number; required: number; long: boolean } {
  const contentTerms = clauses.reduce((sum, clause) => sum + clause.terms, 0);
  const long = contentTerms > SHORT_QUERY_TERMS;
  for (const clause of clauses) {
    const known = clause.alternatives.some((candidate) => candidate.lists.some((list) => list !== undefined));
    clause.coverWeight = long && !known ? 0 : clause.weight;
  }
  const weight = clauses.reduce((sum, clause) => sum + clause.coverWeight, 0);
  return { weight, long, required: MIN_COVERAGE * weight * Math.min(1, SHORT_QUERY_TERMS / Math.max(1, contentTerms)) };
}

/** Builds the index once; search then only touches the posting lists of the query's terms. */
export function createSearchIndex(entries: readonly SearchEntry[], options: SearchIndexOptions = {}): SearchIndex {
  const ids = entries.map((entry) => entry.id);
  const { lists: postings, compounds } = buildPostings(
    entries.map((entry) => ({
      question: entry.question,
      aliases: (entry.aliases ?? []).join(' '),
      tags: (entry.tags ?? []).join(' '),
      answer: entry.answerText,
      questionReading: entry.reading?.question,
      tagsReading: entry.reading?.tags.join(' '),
    })),
  );
  const words = [...postings.keys()].filter((term) => isWordTerm(term) && !isAbbreviationKey(term)).sort();
  const documentFrequency = (term: string) => postings.get(term)?.entries.length ?? 0;

  // The question and the aliases of each entry, as a query equal to one would be.
  const exactEntries = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    for (const phrase of new Set([entry.question, ...(entry.aliases ?? [])].map((text) => compact(normalizeText(text))))) {
      if (phrase !== '') exactEntries.set(phrase, [...(exactEntries.get(phrase) ?? []), index]);
    }
  });

  const synonyms = buildSynonymTable(options.synonyms ?? [], OFFICE_LOANWORDS);
  const forms = memberForms(synonyms.keys());
  // Latin synonym members ("password", "printer") are words too: begun or mistyped, they stand for
  // their synonyms as the entries' words stand for themselves.
  const latinMembers = [...synonyms.keys()].filter((member) => LATIN_WORD.test(member)).sort();
  const latinMemberSet = new Set(latinMembers);
  const isTypoWord = (word: string) => LATIN_WORD.test(word) && word.length >= TYPO_MIN_LETTERS - 1;
  const typos = createTypoTable([...words.filter(isTypoWord), ...latinMembers.filter(isTypoWord)]);
  const sounds = createLoanwordSounds(entries.flatMap((entry) => [entry.question, ...(entry.aliases ?? []), ...(entry.tags ?? []), entry.answerText]));

  const phraseTerms = (text: string) => queryTerms(text, { keepLoneKana: true });
  const alternative = (typed: string, matched: string, how: MatchHow, weight: number, terms = [matched]): Alternative => ({
    lists: terms.map((term) => postings.get(term)),
    weight,
    how,
    typed,
    matched,
  });

  /** The synonyms of a latin member the query only resembles (begun or mistyped), at `weight`. */
  const memberAlternatives = (typed: string, member: string, how: MatchHow, weight: number): Alternative[] =>
    (synonyms.get(member) ?? []).map((other) => alternative(typed, other.member, how, weight * SYNONYM_MATCH_WEIGHT, phraseTerms(other.member)));

  const cachedTermAlternatives = new Map<string, Alternative[]>();

  function termAlternatives(term: string): Alternative[] {
    const cached = cachedTermAlternatives.get(term);
    if (cached) return cached;
    const alternatives: Alternative[] = [alternative(term, term, 'exact', 1)];
    const abbreviated = abbreviationKey(term);
    if (KANJI_BIGRAM.test(term) && postings.has(abbreviated)) {
      alternatives.push(alternative(term, compounds.get(abbreviated) ?? term, 'synonym', ABBREVIATION_MATCH_WEIGHT, [abbreviated]));
    }
    if (isWordTerm(term)) {
      const begun = wordsBegunBy(words, term);
      // The most common words first (a stable sort keeps the alphabetical order among equals).
      if (begun.length > MAX_PREFIX_WORDS) begun.sort((a, b) => documentFrequency(b) - documentFrequency(a)).length = MAX_PREFIX_WORDS;
      for (const word of begun) alternatives.push(alternative(term, word, 'prefix', PREFIX_MATCH_WEIGHT));
      if (term.length >= MIN_MEMBER_PREFIX_LETTERS) {
        for (const member of wordsBegunBy(latinMembers, term).slice(0, MAX_PREFIX_WORDS)) {
          alternatives.push(...memberAlternatives(term, member, 'prefix', PREFIX_MATCH_WEIGHT));
        }
      }
      // A word the index knows, whole or begun, is taken as typed; only an unknown one is reinterpreted.
      if (alternatives.length === 1 && !postings.has(term)) {
        const readings = romajiReadings(term);
        const kana = readings.find((reading) => phraseTerms(reading).every((part) => postings.has(part))) ?? readings[0];
        if (kana) alternatives.push(alternative(term, kana, 'romaji', ROMAJI_MATCH_WEIGHT, phraseTerms(kana)));
        for (const word of sounds.find(term)) alternatives.push(alternative(term, word, 'loanword', LOANWORD_SOUND_WEIGHT, phraseTerms(word)));
        if (term.length >= TYPO_MIN_LETTERS && LATIN_WORD.test(term)) {
          for (const word of typos.near(term)) {
            if (postings.has(word)) alternatives.push(alternative(term, word, 'typo', TYPO_MATCH_WEIGHT));
            if (latinMemberSet.has(word)) alternatives.push(...memberAlternatives(term, word, 'typo', TYPO_MATCH_WEIGHT));
          }
        }
      }
    }
    if (cachedTermAlternatives.size >= MAX_CACHED_TERMS) cachedTermAlternatives.clear();
    cachedTermAlternatives.set(term, alternatives);
    return alternatives;
  }

  function synonymAlternatives(member: string): Alternative[] {
    const others = (synonyms.get(member) ?? []).map((other) =>
      alternative(member, other.member, other.how, SYNONYM_MATCH_WEIGHT, phraseTerms(other.member)),
    );
    return [alternative(member, member, 'exact', 1, phraseTerms(member)), ...others];
  }

  /** The clauses of a normalised query; `katakana` tells, per code point, which were katakana. */
  function clausesOf(normalizedQuery: string, katakana: readonly boolean[]): Clause[] {
    // Per UTF-16 unit of the query, whether its character was katakana (synonym matches cut by units).
    const katakanaAt: boolean[] = [];
    let point = 0;
    for (const char of normalizedQuery) {
      for (let unit = 0; unit < char.length; unit += 1) katakanaAt.push(katakana[point] ?? false);
      point += 1;
    }
    // Terms and synonym members are kept apart: a member "pc" and the plain word "pc" differ.
    const termClauses = new Map<string, Clause>();
    const synonymClauses = new Map<string, Clause>();
    const addWeight = (clauses: Map<string, Clause>, key: string, weight: number, terms: number, kana: boolean, alternatives: () => Alternative[]) => {
      const clause = clauses.get(key);
      if (clause) {
        clause.weight += weight;
        clause.kana &&= kana;
      } else {
        clauses.set(key, { alternatives: alternatives(), weight, terms, coverWeight: weight, kana });
      }
    };
    // A lone kana is searched only when it is the whole query (see QueryTermsOptions).
    const keepLoneKana = Array.from(normalizedQuery).length === 1;
    const addRuns = (text: string, start: number) => {
      let unit = start;
      for (const run of splitRuns(text)) {
        // Runs follow one another in the text, spaces between some.
        while (text[unit - start] === ' ') unit += 1;
        const flags = run.chars.map((char) => {
          const flag = katakanaAt[unit] ?? false;
          unit += char.length;
          return flag;
        });
        const terms = queryTermsOfRun(run, { keepLoneKana });
        // Bigrams of hiragana as typed (a bigram typed elsewhere in katakana or with a kanji is not).
        const isHiragana = (i: number) => !flags[i] && HIRAGANA_CHAR.test(run.chars[i] ?? '');
        const kanaTerms = new Set<string>();
        const otherTerms = new Set<string>();
        for (let i = 0; i + 1 < run.chars.length; i += 1) {
          (isHiragana(i) && isHiragana(i + 1) ? kanaTerms : otherTerms).add(`${run.chars[i]}${run.chars[i + 1]}`);
        }
        const shares = run.kind === 'japanese' ? runShares(run.chars, flags, terms) : new Map<string, number>();
        const total = terms.reduce((sum, term) => sum + (shares.get(term) ?? listedShare(term)), 0);
        for (const term of terms) {
          const share = shares.get(term) ?? listedShare(term);
          const kana = kanaTerms.has(term) && !otherTerms.has(term);
          addWeight(termClauses, term, share / total, share, kana, () => termAlternatives(term));
        }
      }
    };
    let cursor = 0;
    for (const match of findSynonymMatches(normalizedQuery, forms)) {
      addRuns(normalizedQuery.slice(cursor, match.start), cursor);
      addWeight(synonymClauses, match.member, 1, 1, false, () => synonymAlternatives(match.member));
      cursor = match.end;
    }
    addRuns(normalizedQuery.slice(cursor), cursor);
    return [...synonymClauses.values(), ...termClauses.values()];
  }

  function prepare(query: string): PreparedQuery | null {
    const { normalized, katakana } = normalizeMarkingKatakana(query.slice(0, MAX_QUERY_CHARS));
    if (normalized === '') return null;
    const clauses = clausesOf(normalized, katakana);
    const { weight, required, long } = requiredCoverage(clauses);
    const topical = long && clauses.some(isStrong);
    return { clauses, weight, required, long, topical, exact: exactEntries.get(compact(normalized)) ?? [] };
  }

  const totals = new Accumulator(entries.length);
  const clauseBest = new Accumulator(entries.length);
  const phrase = new Accumulator(entries.length);

  // The entries holding a strong clause of a topical query where they say what they are about: stamped
  // with the query's round, like Accumulator.
  const topicStamp = new Uint32Array(entries.length);
  let topicRound = 0;
  function markTopics(list: PostingList): void {
    const { entries: listEntries, fields } = list;
    for (let i = 0; i < listEntries.length; i += 1) if (((fields[i] ?? 0) & TOPIC_BITS) !== 0) topicStamp[listEntries[i] ?? 0] = topicRound;
  }

  /** Adds one alternative's matches into clauseBest, each entry keeping its best alternative. */
  function scoreAlternative(candidate: Alternative, markTopic: boolean): void {
    const { lists, weight } = candidate;
    if (markTopic) for (const list of lists) if (list) markTopics(list);
    if (lists.length === 1) {
      const list = lists[0];
      if (!list) return;
      const { entries: listEntries, impacts } = list;
      for (let i = 0; i < listEntries.length; i += 1) clauseBest.max(listEntries[i] ?? 0, (impacts[i] ?? 0) * weight, 1);
      return;
    }
    // A phrase: each of its terms counts its share.
    const share = 1 / lists.length;
    phrase.begin();
    for (const list of lists) {
      if (!list) continue;
      const { entries: listEntries, impacts } = list;
      for (let i = 0; i < listEntries.length; i += 1) phrase.add(listEntries[i] ?? 0, (impacts[i] ?? 0) * weight * share, share);
    }
    for (let i = 0; i < phrase.count; i += 1) {
      const entry = phrase.touched[i] ?? 0;
      clauseBest.max(entry, phrase.score[entry] ?? 0, phrase.covered[entry] ?? 0);
    }
  }

  /** Scores the query into `totals` (and `top`, topicStamp). */
  function evaluate(prepared: PreparedQuery): void {
    totals.begin();
    topicRound += 1;
    if (topicRound === 0xffffffff) {
      topicStamp.fill(0);
      topicRound = 1;
    }
    for (const clause of prepared.clauses) {
      const only = clause.alternatives.length === 1 ? clause.alternatives[0] : undefined;
      if (only && only.lists.length === 1) {
        // One term and nothing else (most bigrams of a sentence): straight into the totals.
        const list = only.lists[0];
        if (!list) continue;
        const { entries: listEntries, impacts } = list;
        if (prepared.topical && isStrong(clause)) markTopics(list);
        const weight = only.weight * clause.weight;
        for (let i = 0; i < listEntries.length; i += 1) totals.add(listEntries[i] ?? 0, (impacts[i] ?? 0) * weight, clause.coverWeight);
        continue;
      }
      clauseBest.begin();
      const markTopic = prepared.topical && isStrong(clause);
      for (const candidate of clause.alternatives) scoreAlternative(candidate, markTopic);
      for (let i = 0; i < clauseBest.count; i += 1) {
        const entry = clauseBest.touched[i] ?? 0;
        totals.add(entry, (clauseBest.score[entry] ?? 0) * clause.weight, (clauseBest.covered[entry] ?? 0) * clause.coverWeight);
      }
    }
    top = 0;
    for (let i = 0; i < totals.count; i += 1) top = Math.max(top, totals.score[totals.touched[i] ?? 0] ?? 0);
    // The question asked in so many words: above every other entry, and shown whatever it covers.
    for (const entry of prepared.exact) {
      totals.add(entry, top > 0 ? top : 1, prepared.weight);
      topicStamp[entry] = topicRound;
    }
  }

  /** The best score of the last query evaluated (before exact matches). */
  let top = 0;

  /**
   * Whether an entry the last query touched is a hit: it covers what the query requires; or, for a
   * long inquiry, it is the entry scoring best and covers half that. An inquiry's words are many and
   * mostly context, so the entry sharing its rare words (介護 in a paragraph about a father) can fall
   * short of the share while entries sharing its commonplaces pass it; the best score tells them apart.
   * And a long inquiry must name what a hit is about: hold a word of its (not grammar, not kana alone:
   * 介護, オフィス, VPN) in the question, aliases or tags. Commonplaces met in an answer (につ, どこ,
   * 会社) are how an inquiry about what the FAQ does not cover would otherwise find something.
   */
  const isShown = (prepared: PreparedQuery, entry: number) => {
    const score = totals.score[entry] ?? 0;
    const covered = totals.covered[entry] ?? 0;
    if (score <= 0) return false;
    if (prepared.topical && topicStamp[entry] !== topicRound) return false;
    if (covered >= prepared.required) return true;
    return prepared.long && score >= top && covered >= prepared.required * LONG_QUERY_BEST_COVERAGE;
  };

  const before = (a: Scored, b: Scored) => b.score - a.score || a.entry - b.entry;

  /**
   * The entries `totals` holds that `keep` accepts, best first (equal scores keep the entries' order),
   * at most `limit`: a short list is kept sorted as entries come, so a broad query over thousands of
   * entries sorts only what it returns.
   */
  function ranked(keep: (entry: number) => boolean, limit = Infinity): Scored[] {
    const kept: Scored[] = [];
    if (limit <= 0) return kept;
    const bounded = limit <= MAX_INSERTED_HITS && limit < totals.count;
    for (let i = 0; i < totals.count; i += 1) {
      const entry = totals.touched[i] ?? 0;
      if (!keep(entry)) continue;
      const candidate = { entry, score: totals.score[entry] ?? 0, covered: totals.covered[entry] ?? 0 };
      if (!bounded) {
        kept.push(candidate);
        continue;
      }
      const last = kept[kept.length - 1];
      if (kept.length === limit && last && before(candidate, last) >= 0) continue;
      let at = kept.length;
      while (at > 0 && before(candidate, kept[at - 1] as Scored) < 0) at -= 1;
      kept.splice(at, 0, candidate);
      if (kept.length > limit) kept.pop();
    }
    return bounded ? kept : kept.sort(before).slice(0, limit);
  }

  function search(query: string, searchOptions: SearchOptions = {}): SearchHit[] {
    const prepared = prepare(query);
    if (!prepared) return [];
    evaluate(prepared);
    const hits = ranked((entry) => isShown(prepared, entry), searchOptions.limit ?? Infinity);
    return hits.map(({ entry, score }) => ({ id: ids[entry] ?? '', score }));
  }

  /** The entry's score for one alternative alone, as scoreAlternative counts it. */
  function alternativeScore(candidate: Alternative, entry: number): number {
    let score = 0;
    for (const list of candidate.lists) {
      const position = list ? positionIn(list, entry) : -1;
      if (list && position >= 0) score += ((list.impacts[position] ?? 0) * candidate.weight) / candidate.lists.length;
    }
    return score;
  }

  /** The fields of the entry holding the alternative's terms, and whether only their readings do. */
  function fieldsHolding(candidate: Alternative, entry: number): { fields: MatchField[]; readingOnly: boolean } {
    let bits = 0;
    for (const list of candidate.lists) {
      const position = list ? positionIn(list, entry) : -1;
      if (list && position >= 0) bits |= list.fields[position] ?? 0;
    }
    const fields = FIELD_NAMES.filter((name) => (bits & (TEXT_BIT[name] | READING_BIT[name])) !== 0);
    return { fields, readingOnly: bits !== 0 && (bits & ANY_TEXT_BITS) === 0 };
  }

  function reasonsFor(prepared: PreparedQuery, entry: number): MatchReason[] {
    const reasons: { reason: MatchReason; weight: number; grammar: boolean }[] = [];
    for (const clause of prepared.clauses) {
      let best: Alternative | undefined;
      let bestScore = 0;
      for (const candidate of clause.alternatives) {
        const score = alternativeScore(candidate, entry);
        if (score > bestScore) {
          best = candidate;
          bestScore = score;
        }
      }
      if (!best) continue;
      const { fields, readingOnly } = fieldsHolding(best, entry);
      reasons.push({
        reason: { typed: best.typed, matched: best.matched, how: best.how === 'exact' && readingOnly ? 'reading' : best.how, fields },
        weight: bestScore * clause.weight,
        grammar: clause.terms < 1,
      });
    }
    // Grammar is left out unless it is all the entry matched.
    const content = reasons.filter((reason) => !reason.grammar);
    return (content.length > 0 ? content : reasons).sort((a, b) => b.weight - a.weight).map(({ reason }) => reason);
  }

  function explain(query: string, explainOptions: { limit?: number } = {}): SearchExplanation {
    const limit = Math.max(0, explainOptions.limit ?? 10);
    const prepared = prepare(query);
    if (!prepared) return { required: MIN_COVERAGE, hits: [] };
    evaluate(prepared);
    const shown = ranked((entry) => isShown(prepared, entry), limit);
    const below = ranked((entry) => (totals.score[entry] ?? 0) > 0 && !isShown(prepared, entry), limit - shown.length);
    const share = (weight: number) => (prepared.weight > 0 ? Math.min(1, weight / prepared.weight) : 0);
    return {
      required: share(prepared.required),
      hits: [...shown, ...below].slice(0, limit).map(({ entry, score, covered }, rank) => ({
        id: ids[entry] ?? '',
        score,
        coverage: share(covered),
        shown: rank < shown.length,
        reasons: reasonsFor(prepared, entry),
      })),
    };
  }

  return { search, explain };
}
