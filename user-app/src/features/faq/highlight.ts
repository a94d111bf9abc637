import { normalizeText, queryTerms } from '@madoguchi/shared/search';

// Where a query matches a text, in the text's own characters: each character is normalised as the
// search normalises it (kana folding, NFKC, long-vowel marks dropped), so "ぱすわーど" marks "パスワード".

export interface Part {
  text: string;
  match: boolean;
}

type Range = [start: number, end: number];

// Separators become a space so that no term is found across them, as the index never pairs them.
const SEPARATOR = /^[\s\p{P}\p{S}]$/u;

// Folding runs every pattern of normalizeText once per character, and each search folds the text of
// every result shown; a text repeats few distinct characters, so each is folded once per page.
const foldedChars = new Map<string, string>();

function foldChar(char: string): string {
  let piece = foldedChars.get(char);
  if (piece === undefined) {
    piece = normalizeText(char) || (SEPARATOR.test(char) ? ' ' : '');
    foldedChars.set(char, piece);
  }
  return piece;
}

/** The normalised text, and for each of its UTF-16 units the source range it came from. */
function fold(source: string): { text: string; starts: number[]; ends: number[] } {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of source) {
    const piece = foldChar(char);
    for (let i = 0; i < piece.length; i += 1) {
      starts.push(offset);
      ends.push(offset + char.length);
    }
    text += piece;
    offset += char.length;
  }
  return { text, starts, ends };
}

// Every row of an answer is marked for the same query: its terms are worked out once.
let lastQuery: { query: string; terms: string[] } | null = null;

function termsOf(query: string): string[] {
  if (lastQuery?.query !== query) {
    const normalizedQuery = normalizeText(query);
    lastQuery = { query, terms: queryTerms(normalizedQuery, { keepLoneKana: Array.from(normalizedQuery).length === 1 }) };
  }
  return lastQuery.terms;
}

function matchRanges(source: string, query: string): Range[] {
  const terms = termsOf(query);
  const { text, starts, ends } = fold(source);
  const ranges: Range[] = [];
  for (const term of terms) {
    for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
      ranges.push([starts[at] ?? 0, ends[at + term.length - 1] ?? 0]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

function partsOf(text: string, ranges: Range[]): Part[] {
  const parts: Part[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (start > cursor) parts.push({ text: text.slice(cursor, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}

/** The whole text, split into matching and other parts. */
export function highlight(text: string, query: string): Part[] {
  return partsOf(text, matchRanges(text, query));
}

/** Characters shown before the first match, so the reader sees what leads to it. */
const LEAD = 20;

/**
 * A window of about `length` characters of a long text around its first match (the start when none),
 * with "…" where text was cut, split like `highlight`.
 */
export function snippet(text: string, query: string, length: number): Part[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = matchRanges(flat, query)[0];
  const start = first && first[0] > LEAD ? first[0] - LEAD : 0;
  const end = Math.min(flat.length, start + length);
  const window = `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
  return highlight(window, query);
}
