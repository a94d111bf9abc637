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
import { normalizeText } from './normalize';
import { indexTerms, isWordChar, isWordTerm, queryTerms, queryTermsOfRun, splitRuns } from './tokens';

export interface SearchEntry {
  id: string;
  question: string;
  /** The answer as plain text (see htmlToText in @madoguchi/shared/format). */
  answerText: string;
  tags?: string[];
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

function weightedTerms(entry: SearchEntry): Map<string, number> {
  const fields: [string, number][] = [
    [entry.question, FIELD_WEIGHTS.question],
    // Tags are separated by a space so that no bigram spans two tags.
    [(entry.tags ?? []).join(' '), FIELD_WEIGHTS.tags],
    [entry.answerText, FIELD_WEIGHTS.answer],
  ];
  const weights = new Map<string, number>();
  for (const [text, fieldWeight] of fields) {
    for (const term of indexTerms(normalizeText(text))) weights.set(term, (weights.get(term) ?? 0) + fieldWeight);
  }
  return weights;
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
  entries.forEach((entry, index) => addPostings(postings, index, weightedTerms(entry)));
  const words = [...postings.keys()].filter(isWordTerm).sort();

  const synonyms = buildSynonymTable(options.synonyms ?? []);
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
    const addWeight = (clauses: Map<string, Clause>, key: string, weight: number, alternatives: () => Alternative[]) => {
      const clause = clauses.get(key);
      if (clause) clause.weight += weight;
      else clauses.set(key, { alternatives: alternatives(), weight });
    };
    // A lone kana is searched only when it is the whole query (see QueryTermsOptions).
    const keepLoneKana = Array.from(normalizedQuery).length === 1;
    const addRuns = (text: string) => {
      for (const run of splitRuns(text)) {
        const terms = queryTermsOfRun(run, { keepLoneKana });
        for (const term of terms) addWeight(termClauses, term, 1 / terms.length, () => termAlternatives(term));
      }
    };
    let cursor = 0;
    for (const match of findSynonymMatches(normalizedQuery, membersLongestFirst)) {
      addRuns(normalizedQuery.slice(cursor, match.start));
      addWeight(synonymClauses, match.member, 1, () => synonymAlternatives(match.member));
      cursor = match.end;
    }
    addRuns(normalizedQuery.slice(cursor));
    return [...synonymClauses.values(), ...termClauses.values()];
  }

  /** Per matching entry: the alternative's weight times the mean over its terms of idf × field weights. */
  function scoreAlternative(alternative: Alternative): Map<number, number> {
    const sums = new Map<number, number>();
    for (const term of alternative.terms) {
      const list = postings.get(term);
      if (!list) continue;
      const idf = inverseDocumentFrequency(list);
      list.entries.forEach((entry, i) => sums.set(entry, (sums.get(entry) ?? 0) + (list.weights[i] ?? 0) * idf));
    }
    const factor = alternative.weight / Math.max(1, alternative.terms.length);
    for (const [entry, sum] of sums) sums.set(entry, sum * factor);
    return sums;
  }

  function search(query: string, searchOptions: SearchOptions = {}): SearchHit[] {
    const normalizedQuery = normalizeText(query.slice(0, MAX_QUERY_CHARS));
    if (normalizedQuery === '') return [];
    const scores = new Float64Array(entries.length);
    for (const clause of clausesOf(normalizedQuery)) {
      const best = new Map<number, number>();
      for (const alternative of clause.alternatives) {
        for (const [entry, score] of scoreAlternative(alternative)) {
          if (score > (best.get(entry) ?? 0)) best.set(entry, score);
        }
      }
      for (const [entry, score] of best) scores[entry] = (scores[entry] ?? 0) + score * clause.weight;
    }
    const hits: SearchHit[] = [];
    scores.forEach((score, entry) => {
      if (score > 0) hits.push({ id: ids[entry] ?? '', score });
    });
    // Array.prototype.sort is stable, so equal scores keep the entries' order.
    hits.sort((a, b) => b.score - a.score);
    return searchOptions.limit === undefined ? hits : hits.slice(0, Math.max(0, searchOptions.limit));
  }

  return { search };
}
