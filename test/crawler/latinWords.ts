import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// What the route crawler counts as English a Japanese user meets: Latin-letter words in what a page
// shows, apart from the names the product uses as they are, e-mail addresses, URLs, the time zone label
// docs/product.md#display-formats puts beside every time, and words that come from the data the page shows (the
// demo data: "VPN" in an inquiry is the user's own word).

/**
 * Words the product's Japanese text itself uses: the services it names, and what Japanese software
 * writes in Latin letters anyway (ID, URL, a CSV saved as UTF-8 or Shift_JIS, sizes in MB).
 */
export const ALLOWED_WORDS = ['Slack', 'FAQ', 'CSV', 'Google', 'Excel', 'ID', 'URL', 'UTF-8', 'Shift_JIS', 'BOM', 'KB', 'MB'];

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
const URL_TEXT = /\bhttps?:\/\/\S+/g;
/** docs/product.md#display-formats: the UTC offset label with the time zone's name, e.g. (UTC+09:00 Asia/Tokyo). */
const TIME_ZONE_LABEL = /\(UTC[+-]\d{2}:\d{2} [A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*\)/g;
const WORD = /[A-Za-z][A-Za-z0-9_]*(?:['’.+-][A-Za-z0-9_]+)*/g;

const wordsIn = (text: string) => text.replace(URL_TEXT, ' ').replace(EMAIL, ' ').replace(TIME_ZONE_LABEL, ' ').match(WORD) ?? [];

/** The strings among a JSON value's values (never its keys, which are no text a page shows). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A canned reply's placeholder ({{requesterName}}): filled before any page shows the text. */
const PLACEHOLDER = /\{\{[^{}]*\}\}/g;

/** Every Latin-letter word in the values of the demo data files (functions/src/dev/demo-*.json), lower-cased. */
export function seedDataWords(root: string): Set<string> {
  const dir = path.join(root, 'functions', 'src', 'dev');
  const words = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.startsWith('demo-') && name.endsWith('.json'))) {
    const values = stringsOf(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))).map((value) => value.replace(PLACEHOLDER, ' '));
    for (const word of values.flatMap(wordsIn)) words.add(word.toLowerCase());
  }
  return words;
}

/** The Latin-letter words of `text` that are neither the product's own names nor in `fromData`, once each. */
export function latinWordsOutside(text: string, fromData: ReadonlySet<string>): string[] {
  const allowed = new Set([...ALLOWED_WORDS.map((word) => word.toLowerCase()), ...fromData]);
  return [...new Set(wordsIn(text).filter((word) => !allowed.has(word.toLowerCase())))].sort();
}
