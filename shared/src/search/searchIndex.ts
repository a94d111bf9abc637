// An in-memory inverted index of FAQ entries, built once in the browser and queried on every keystroke.
//
// Scoring: the query becomes clauses, one per distinct query term and one per synonym match. A clause
// scores an entry by its best alternative (the term itself, a longer word it prefixes, the synonyms),
// each term counting its inverse document frequency times the weights of the fields holding it; an
// entry's score is the weighted sum over clauses. Entries thus rank by how much of the query they
// match, so a long free-text inquiry still finds the FAQ sharing its key words; nothing requires all.
//
// Each query run (a latin word, a Japanese run, a synonym) weighs 1 in total, shared by its terms.
// Otherwise a Japanese sentence of n characters would count n - 1 bigrams against the single term of
// the word beside it, and in "VPNにつながらないのですが" the generic "につながらない" would outweigh "vpn".
// Within a run, bigrams of grammar ("ない", "ます", "てし") weigh less than those of content words.
//
// A term counts by how often it occurs in a field against the field's length (BM25), computed once
// when the index is built. An entry is a hit only when it matches a large enough share of the query
// (MIN_COVERAGE): a query about something the FAQ does not cover finds nothing, rather than whatever
// shares its endings.
//
// Readings: the server stores the hiragana reading of each question and its tags (kuromoji, when the
// entry is saved), indexed in the same field as the text, so 「ゆうきゅう」 finds 有給休暇. Latin words
// the index does not know are tried as romaji (wanakana), as common office loanwords (loanwords.ts)
// and, from four letters on, with one typo.
import { toHiragana } from 'wanakana';
import { OFFICE_LOANWORDS } from './loanwords';
import { normalizeText } from './normalize';
import { indexTermCounts, isWordChar, isWordTerm, queryTerms, queryTermsOfRun, splitRuns } from './tokens';

export interface SearchEntry {
  id: string;
  question: string;
  /** The answer as plain text (see htmlToText in @madoguchi/shared/format). */
  answerText: string;
  tags?: string[];
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

export interface SearchIndex {
  /** Hits by score, highest first; equal scores keep the entries' order. Blank queries find nothing. */
  search(query: string, options?: SearchOptions): SearchHit[];
}

// The question says what the entry is about and tags are chosen by the editor, so a match there is
// stronger evidence than a word in the (longer, more general) answer. A term found in several fields
// adds their weights: mentioned in both question and answer is a little more relevant than one alone.
const FIELD_WEIGHTS = { question: 3, tags: 2, answer: 1 } as const;

// A word the user has only begun ("pass" → "password") is matched, but below a whole-word match.
const PREFIX_MATCH_WEIGHT = 0.6;

// A synonym match counts a little less than the words the user actually typed.
const SYNONYM_MATCH_WEIGHT = 0.8;

// A latin word read as romaji ("kaigishitsu" → かいぎしつ) is nearly what was meant; a word one typo
// away ("outlok" → outlook) is a guess, below any exact or prefix match.
const ROMAJI_MATCH_WEIGHT = 0.9;
const TYPO_MATCH_WEIGHT = 0.5;
const TYPO_MIN_LETTERS = 4;

// BM25's saturation and length normalisation: a second occurrence adds less than the first, and a
// term in a short question counts more than the same term in a long one.
const BM25_K1 = 1.2;
const BM25_B = 0.75;

// The share of the query an entry must match to be shown (see coverage in search()). A long pasted
// inquiry tells its context around the point, so beyond SHORT_QUERY_TERMS content terms the share
// required falls with the square root of the query's length.
const MIN_COVERAGE = 0.5;
const SHORT_QUERY_TERMS = 8;

// Bigrams made only of the kana of grammar: verb endings, auxiliaries and particles that every
// sentence has. They still count, at this weight, so that a query of kana alone still finds its words.
const GRAMMAR_KANA = new Set(Array.from('ぁあいうぇえおかがきくけこさしすせそただちっつてでとなにぬねのはばへべまみむめもゃやゅゆょよらりるれろわをん'));
const GRAMMAR_BIGRAMS = new Set([
  'ます', 'まし', 'した', 'して', 'てい', 'いま', 'せん', 'ませ', 'です', 'でし', 'ない', 'なっ', 'って', 'った',
  'たら', 'れば', 'ので', 'のだ', 'んで', 'から', 'けど', 'ても', 'でも', 'など', 'ください', 'くだ', 'ださ', 'さい',
  'てし', 'しま', 'まっ', 'ちゃ', 'いる', 'ある', 'あり', 'りま', 'いた', 'てく', 'てみ', 'みた', 'たい', 'でき',
  'きな', 'きま', 'られ', 'れな', 'れる', 'れま', 'しょ', 'ょう', 'ろし', 'よろ', 'しく', 'おね', 'ねが', 'がい',
  'いし', 'いで', 'こと', 'とが', 'もの', 'のが', 'のは', 'のを', 'には', 'では', 'とき', 'ため', 'よう', 'うに',
  'すか', 'ですか', 'すが', 'まず', 'どう', 'うす', 'すれ', 'れば', 'ばい', 'いい',
].filter((gram) => Array.from(gram).length === 2));
const GRAMMAR_WEIGHT = 0.25;

// Inquiry bodies used as suggestion queries can be long; their first characters carry the topic, and
// the bound keeps each keystroke's work bounded whatever is pasted.
const MAX_QUERY_CHARS = 1000;

interface PostingList {
  entries: number[];
  /** Sum of the field weights of the fields holding the term, per entry of `entries`. */
  weights: number[];
}

/** One way to satisfy a clause: a phrase whose terms each count 1/terms.length, times `weight`. */
interface Alternative {
  terms: string[];
  weight: number;
}

interface Clause {
  alternatives: Alternative[];
  /** The clause's share of the query: the sum over the query runs it occurs in. */
  weight: number;
  /** How many query terms it stands for, grammar counted at its weight (the query's length). */
  terms: number;
}

interface SynonymMatch {
  start: number;
  end: number;
  member: string;
}

function addPostings(postings: Map<string, PostingList>, entry: number, termWeights: Map<string, number>): void {
  for (const [term, weight] of termWeights) {
    let list = postings.get(term);
    if (!list) {
      list = { entries: [], weights: [] };
      postings.set(term, list);
    }
    list.entries.push(entry);
    list.weights.push(weight);
  }
}

type FieldName = keyof typeof FIELD_WEIGHTS;

interface FieldTerms {
  counts: Map<string, number>;
  length: number;
}

/** A field's term counts; a reading adds the terms it spells, each counted as often as text or reading has it. */
function fieldTerms(text: string, reading?: string): FieldTerms {
  const counts = indexTermCounts(normalizeText(text));
  let length = 0;
  for (const count of counts.values()) length += count;
  if (reading) {
    for (const [term, count] of indexTermCounts(normalizeText(reading))) counts.set(term, Math.max(count, counts.get(term) ?? 0));
  }
  return { counts, length };
}

function fieldsOf(entry: SearchEntry): Record<FieldName, FieldTerms> {
  return {
    question: fieldTerms(entry.question, entry.reading?.question),
    // Tags are separated by a space so that no bigram spans two tags.
    tags: fieldTerms((entry.tags ?? []).join(' '), entry.reading?.tags.join(' ')),
    answer: fieldTerms(entry.answerText),
  };
}

/** Each entry's terms, weighted by field and by BM25 against the field's mean length over all entries. */
function weightedTermsOfAll(entries: readonly SearchEntry[]): Map<string, number>[] {
  const fields = entries.map(fieldsOf);
  const names = Object.keys(FIELD_WEIGHTS) as FieldName[];
  const meanLength = Object.fromEntries(
    names.map((name) => [name, Math.max(1, fields.reduce((sum, entry) => sum + entry[name].length, 0) / Math.max(1, fields.length))]),
  ) as Record<FieldName, number>;
  return fields.map((entry) => {
    const weights = new Map<string, number>();
    for (const name of names) {
      const { counts, length } = entry[name];
      const norm = BM25_K1 * (1 - BM25_B + (BM25_B * length) / meanLength[name]);
      for (const [term, count] of counts) {
        const saturated = (count * (BM25_K1 + 1)) / (count + norm);
        weights.set(term, (weights.get(term) ?? 0) + FIELD_WEIGHTS[name] * saturated);
      }
    }
    return weights;
  });
}

/** Whether two latin words are one edit apart (a letter changed, added, dropped, or two swapped). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A latin word read as romaji, when all of it is ("kaigishitsu" → かいぎしつ; "vpn" is not). */
function romajiReading(word: string): string | null {
  if (!/^[a-z]+$/.test(word) || word.length < 3) return null;
  const kana = toHiragana(word);
  return /^[\p{Script=Hiragana}ー]+$/u.test(kana) ? normalizeText(kana) : null;
}

/** How much a term of a Japanese run counts towards its run: grammar less than content. */
function termShare(term: string): number {
  return GRAMMAR_BIGRAMS.has(term) || Array.from(term).every((char) => GRAMMAR_KANA.has(char)) && Array.from(term).length === 1
    ? GRAMMAR_WEIGHT
    : 1;
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

/** Normalised synonym members, and for each the members of every group it belongs to. */
function buildSynonymTable(groups: readonly string[][]): Map<string, string[]> {
  const related = new Map<string, Set<string>>();
  for (const group of groups) {
    const members = [...new Set(group.map(normalizeText).filter((member) => member !== ''))];
    if (members.length < 2) continue;
    for (const member of members) {
      const others = related.get(member) ?? new Set<string>();
      for (const other of members) if (other !== member) others.add(other);
      related.set(member, others);
    }
  }
  return new Map([...related].map(([member, others]) => [member, [...others]]));
}

function codePointBefore(text: string, index: number): string {
  const chars = Array.from(text.slice(Math.max(0, index - 2), index));
  return chars[chars.length - 1] ?? ' ';
}

function codePointAt(text: string, index: number): string {
  const codePoint = text.codePointAt(index);
  return codePoint === undefined ? ' ' : String.fromCodePoint(codePoint);
}

/**
 * Where synonym members occur in the normalised query. Japanese members match anywhere (Japanese has
 * no word boundaries); a member's latin edge must be a word edge, so "pc" does not match inside "pcs".
 * Longer members win overlaps ("リモート接続" over "接続").
 */
function findSynonymMatches(normalizedQuery: string, membersLongestFirst: readonly string[]): SynonymMatch[] {
  const matches: SynonymMatch[] = [];
  const overlaps = (start: number, end: number) => matches.some((match) => start < match.end && match.start < end);
  for (const member of membersLongestFirst) {
    const startsWithWord = isWordChar(codePointAt(member, 0));
    const endsWithWord = isWordChar(codePointBefore(member, member.length));
    for (let start = normalizedQuery.indexOf(member); start !== -1; start = normalizedQuery.indexOf(member, start + 1)) {
      const end = start + member.length;
      if (startsWithWord && isWordChar(codePointBefore(normalizedQuery, start))) continue;
      if (endsWithWord && isWordChar(codePointAt(normalizedQuery, end))) continue;
      if (overlaps(start, end)) continue;
      matches.push({ start, end, member });
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}

/** Builds the index once; search then only touches the posting lists of the query's terms. */
export function createSearchIndex(entries: readonly SearchEntry[], options: SearchIndexOptions = {}): SearchIndex {
  const ids = entries.map((entry) => entry.id);
  const postings = new Map<string, PostingList>();
  weightedTermsOfAll(entries).forEach((weights, index) => addPostings(postings, index, weights));
  const words = [...postings.keys()].filter(isWordTerm).sort();

  const synonyms = buildSynonymTable([...(options.synonyms ?? []), ...OFFICE_LOANWORDS.map((group) => [...group])]);
  const membersLongestFirst = [...synonyms.keys()].sort((a, b) => b.length - a.length);
  const phraseTerms = (text: string) => queryTerms(text, { keepLoneKana: true });

  // Rare terms tell entries apart; terms in most entries ("です", "ます") say little.
  const inverseDocumentFrequency = (list: PostingList) => Math.log(1 + entries.length / list.entries.length);

  function termAlternatives(term: string): Alternative[] {
    const alternatives: Alternative[] = [{ terms: [term], weight: 1 }];
    if (!isWordTerm(term)) return alternatives;
    for (let i = lowerBound(words, term); i < words.length; i += 1) {
      const candidate = words[i] ?? '';
      if (!candidate.startsWith(term)) break;
      if (candidate !== term) alternatives.push({ terms: [candidate], weight: PREFIX_MATCH_WEIGHT });
    }
    // A word the index knows, whole or begun, is taken as typed; only an unknown one is reinterpreted.
    if (alternatives.length > 1 || postings.has(term)) return alternatives;
    const kana = romajiReading(term);
    if (kana) alternatives.push({ terms: phraseTerms(kana), weight: ROMAJI_MATCH_WEIGHT });
    if (term.length >= TYPO_MIN_LETTERS && /^[a-z]+$/.test(term)) {
      for (const word of words) if (oneEditApart(term, word)) alternatives.push({ terms: [word], weight: TYPO_MATCH_WEIGHT });
    }
    return alternatives;
  }

  function synonymAlternatives(member: string): Alternative[] {
    const others = (synonyms.get(member) ?? []).map((other) => ({
      terms: phraseTerms(other),
      weight: SYNONYM_MATCH_WEIGHT,
    }));
    return [{ terms: phraseTerms(member), weight: 1 }, ...others];
  }

  function clausesOf(normalizedQuery: string): Clause[] {
    // Terms and synonym members are kept apart: a member "pc" and the plain word "pc" differ.
    const termClauses = new Map<string, Clause>();
    const synonymClauses = new Map<string, Clause>();
    const addWeight = (clauses: Map<string, Clause>, key: string, weight: number, terms: number, alternatives: () => Alternative[]) => {
      const clause = clauses.get(key);
      if (clause) clause.weight += weight;
      else clauses.set(key, { alternatives: alternatives(), weight, terms });
    };
    // A lone kana is searched only when it is the whole query (see QueryTermsOptions).
    const keepLoneKana = Array.from(normalizedQuery).length === 1;
    const addRuns = (text: string) => {
      for (const run of splitRuns(text)) {
        const terms = queryTermsOfRun(run, { keepLoneKana });
        const total = terms.reduce((sum, term) => sum + termShare(term), 0);
        for (const term of terms) addWeight(termClauses, term, termShare(term) / total, termShare(term), () => termAlternatives(term));
      }
    };
    let cursor = 0;
    for (const match of findSynonymMatches(normalizedQuery, membersLongestFirst)) {
      addRuns(normalizedQuery.slice(cursor, match.start));
      addWeight(synonymClauses, match.member, 1, 1, () => synonymAlternatives(match.member));
      cursor = match.end;
    }
    addRuns(normalizedQuery.slice(cursor));
    return [...synonymClauses.values(), ...termClauses.values()];
  }

  interface Match {
    score: number;
    /** The share of the alternative's terms the entry holds. */
    covered: number;
  }

  /** Per matching entry: the alternative's weight times the mean over its terms of idf × field weights. */
  function scoreAlternative(alternative: Alternative): Map<number, Match> {
    const matches = new Map<number, Match>();
    const share = 1 / Math.max(1, alternative.terms.length);
    for (const term of alternative.terms) {
      const list = postings.get(term);
      if (!list) continue;
      const idf = inverseDocumentFrequency(list);
      list.entries.forEach((entry, i) => {
        const match = matches.get(entry) ?? { score: 0, covered: 0 };
        match.score += (list.weights[i] ?? 0) * idf * alternative.weight * share;
        match.covered += share;
        matches.set(entry, match);
      });
    }
    return matches;
  }

  function search(query: string, searchOptions: SearchOptions = {}): SearchHit[] {
    const normalizedQuery = normalizeText(query.slice(0, MAX_QUERY_CHARS));
    if (normalizedQuery === '') return [];
    const scores = new Float64Array(entries.length);
    // coverage: the share of the query's weight an entry matches, each clause by its best alternative.
    const coverage = new Float64Array(entries.length);
    const clauses = clausesOf(normalizedQuery);
    const queryWeight = clauses.reduce((sum, clause) => sum + clause.weight, 0);
    for (const clause of clauses) {
      const best = new Map<number, Match>();
      for (const alternative of clause.alternatives) {
        for (const [entry, match] of scoreAlternative(alternative)) {
          const kept = best.get(entry);
          if (!kept) best.set(entry, match);
          else best.set(entry, { score: Math.max(kept.score, match.score), covered: Math.max(kept.covered, match.covered) });
        }
      }
      for (const [entry, match] of best) {
        scores[entry] = (scores[entry] ?? 0) + match.score * clause.weight;
        coverage[entry] = (coverage[entry] ?? 0) + match.covered * clause.weight;
      }
    }
    const contentTerms = clauses.reduce((sum, clause) => sum + clause.terms, 0);
    const required = MIN_COVERAGE * queryWeight * Math.min(1, Math.sqrt(SHORT_QUERY_TERMS / Math.max(1, contentTerms)));
    const hits: SearchHit[] = [];
    scores.forEach((score, entry) => {
      if (score > 0 && (coverage[entry] ?? 0) >= required) hits.push({ id: ids[entry] ?? '', score });
    });
    // Array.prototype.sort is stable, so equal scores keep the entries' order.
    hits.sort((a, b) => b.score - a.score);
    return searchOptions.limit === undefined ? hits : hits.slice(0, Math.max(0, searchOptions.limit));
  }

  return { search };
}
