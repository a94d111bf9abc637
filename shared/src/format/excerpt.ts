import { htmlToText } from './htmlToText';

/** About a line and a half in a list: enough to tell notes apart without opening them. */
export const EXCERPT_LENGTH = 100;

// htmlToText drops tags without a trace; a space after each block end keeps headings, paragraphs and
// list items from running into one another ("概要一行目。" reads as one phrase, "概要 一行目。" does not).
const BLOCK_END = /<\/(?:p|div|li|h[1-6]|blockquote|pre|tr|td|th)\s*>|<br\s*\/?>/gi;
// Code is no text to read; bodies are sanitized on the server, this only keeps a stray one off a list.
const CODE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/**
 * A short plain-text excerpt of rich text for lists: tags stripped (htmlToText), white space collapsed,
 * and cut at `maxLength` characters, "…" included, when longer. Counted in code points, so an emoji is
 * never cut in half.
 */
export function htmlExcerpt(html: string, maxLength: number = EXCERPT_LENGTH): string {
  const text = htmlToText(html.replace(CODE, ' ').replace(BLOCK_END, '$& ')).replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  return `${chars.slice(0, maxLength - 1).join('').trimEnd()}…`;
}
