// The inverted index: for each term, the entries holding it with a weight computed once, when the
// index is built (BM25 over each field, times the field's weight, times the term's idf), so that a
// query only adds numbers.
import { normalizeText } from './normalize';
import { abbreviations, indexTermCounts, splitRuns, termCountsOfRuns } from './tokens';

/** The fields of an entry the index searches. */
export interface IndexedFields {
  question: string;
  /** Other ways to ask the question; a space between two. */
  aliases: string;
  /** A space between two tags, so that no bigram spans two. */
  tags: string;
  answer: string;
  /** The hiragana readings of the question and the tags (written by the server; none for the others). */
  questionReading?: string;
  tagsReading?: string;
}

// The question says what the entry is about and tags are chosen by the editor, so a match there is
// stronger evidence than a word in the (longer, more general) answer. A term found in several fields
// adds their weights: mentioned in both question and answer is a little more relevant than one alone.
// Aliases are the question asked another way.
export const FIELD_WEIGHTS = { question: 3, aliases: 3, tags: 2, answer: 1 } as const;
export type FieldName = keyof typeof FIELD_WEIGHTS;
export const FIELD_NAMES = Object.keys(FIELD_WEIGHTS) as FieldName[];

// Where a posting's term stands, for explain(): each field's text, and the field's reading alone.
export const TEXT_BIT: Record<FieldName, number> = { question: 1, aliases: 2, tags: 4, answer: 8 };
export const READING_BIT: Record<FieldName, number> = { question: 16, aliases: 0, tags: 32, answer: 0 };
export const ANY_TEXT_BITS = TEXT_BIT.question | TEXT_BIT.aliases | TEXT_BIT.tags | TEXT_BIT.answer;
/** Where an entry says what it is about: its question, aliases and tags, in text or reading. */
export const TOPIC_BITS = TEXT_BIT.question | TEXT_BIT.aliases | TEXT_BIT.tags | READING_BIT.question | READING_BIT.tags;

// BM25's saturation and length normalisation: a second occurrence adds less than the first, and a
// term in a short question counts more than the same term in a long one.
const BM25_K1 = 1.2;
const BM25_B = 0.75;

export interface PostingList {
  /** Entry indexes, ascending. */
  entries: Int32Array;
  /** Per entry of `entries`: the term's idf times the summed BM25 weights of the fields holding it. */
  impacts: Float64Array;
  /** Per entry of `entries`: the TEXT_BIT and READING_BIT of the fields holding it. */
  fields: Uint8Array;
  /** log(1 + entries / entries holding the term): rare terms tell entries apart. */
  idf: number;
}

export interface Postings {
  lists: Map<string, PostingList>;
  /** Each abbreviation key (see abbreviations in tokens.ts) with a compound it stands for. */
  compounds: Map<string, string>;
}

interface FieldTerms {
  counts: Map<string, number>;
  /** The terms only the field's reading holds. */
  readingOnly: Set<string>;
  /** Terms in the text (the reading spells the same text again). */
  length: number;
}

/**
 * A field's term counts. A reading adds the terms it spells, counted once: it says again what the
 * text says, and its kana bigrams recur across words (しょ in たいしょく and しょるい), so counting
 * them would make whichever entry has the most kana look the most relevant. A four-kanji compound adds
 * the abbreviation it shortens to, outside the field's length.
 */
function fieldTerms(text: string, reading: string | undefined, compounds: Map<string, string>): FieldTerms {
  const runs = splitRuns(normalizeText(text));
  const counts = termCountsOfRuns(runs);
  let length = 0;
  for (const count of counts.values()) length += count;
  for (const { key, compound } of abbreviations(runs)) {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (!compounds.has(key)) compounds.set(key, compound);
  }
  const readingOnly = new Set<string>();
  if (reading) {
    for (const term of indexTermCounts(normalizeText(reading)).keys()) {
      if (counts.has(term)) continue;
      readingOnly.add(term);
      counts.set(term, 1);
    }
  }
  return { counts, readingOnly, length };
}

/** A posting list being filled: its arrays are sized first, then filled entry by entry. */
interface PostingBuilder extends PostingList {
  size: number;
  /** The last entry counted or filled (entries come in order, so a repeat is the last one). */
  last: number;
}

/** The posting lists of all entries, in the entries' order. */
export function buildPostings(entries: readonly IndexedFields[]): Postings {
  const compounds = new Map<string, string>();
  const fields = entries.map((entry): Record<FieldName, FieldTerms> => ({
    question: fieldTerms(entry.question, entry.questionReading, compounds),
    aliases: fieldTerms(entry.aliases, undefined, compounds),
    tags: fieldTerms(entry.tags, entry.tagsReading, compounds),
    answer: fieldTerms(entry.answer, undefined, compounds),
  }));
  // How many entries hold each term, to size its arrays once.
  const builders = new Map<string, PostingBuilder>();
  fields.forEach((entryFields, entry) => {
    for (const name of FIELD_NAMES) {
      for (const term of entryFields[name].counts.keys()) {
        let builder = builders.get(term);
        if (!builder) {
          builder = { entries: EMPTY_ENTRIES, impacts: EMPTY_IMPACTS, fields: EMPTY_FIELDS, idf: 0, size: 0, last: -1 };
          builders.set(term, builder);
        }
        if (builder.last !== entry) {
          builder.size += 1;
          builder.last = entry;
        }
      }
    }
  });
  for (const builder of builders.values()) {
    builder.entries = new Int32Array(builder.size);
    builder.impacts = new Float64Array(builder.size);
    builder.fields = new Uint8Array(builder.size);
    builder.idf = Math.log(1 + entries.length / builder.size);
    builder.size = 0;
    builder.last = -1;
  }
  const meanLength = Object.fromEntries(
    FIELD_NAMES.map((name) => [name, Math.max(1, fields.reduce((sum, entry) => sum + entry[name].length, 0) / Math.max(1, fields.length))]),
  ) as Record<FieldName, number>;
  fields.forEach((entryFields, entry) => {
    for (const name of FIELD_NAMES) {
      const { counts, readingOnly, length } = entryFields[name];
      const norm = BM25_K1 * (1 - BM25_B + (BM25_B * length) / meanLength[name]);
      for (const [term, count] of counts) {
        const builder = builders.get(term);
        if (!builder) continue;
        if (builder.last !== entry) {
          builder.entries[builder.size] = entry;
          builder.size += 1;
          builder.last = entry;
        }
        const at = builder.size - 1;
        const weight = (FIELD_WEIGHTS[name] * count * (BM25_K1 + 1)) / (count + norm);
        builder.impacts[at] = (builder.impacts[at] ?? 0) + weight * builder.idf;
        builder.fields[at] = (builder.fields[at] ?? 0) | (readingOnly.has(term) ? READING_BIT[name] : TEXT_BIT[name]);
      }
    }
  });
  const lists = new Map<string, PostingList>();
  for (const [term, { entries: termEntries, impacts, fields: termFields, idf }] of builders) {
    lists.set(term, { entries: termEntries, impacts, fields: termFields, idf });
  }
  return { lists, compounds };
}

const EMPTY_ENTRIES = new Int32Array(0);
const EMPTY_IMPACTS = new Float64Array(0);
const EMPTY_FIELDS = new Uint8Array(0);

/** The position of `entry` in a posting list, or -1. */
export function positionIn(list: PostingList, entry: number): number {
  const { entries } = list;
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle] ?? 0) < entry) low = middle + 1;
    else high = middle;
  }
  return entries[low] === entry ? low : -1;
}
