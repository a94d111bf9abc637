// Text typed with a Japanese IME in full width (ｑａ－ｈａｎａｋｏ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ, １２) as the
// ASCII the rules expect, before anything is validated. The forms and the server (through
// @madoguchi/shared/contracts) normalise with these same functions.

/**
 * NFKC, trimmed: full-width letters, digits and symbols become ASCII, the ideographic space a space,
 * half-width katakana full-width. For e-mail addresses and numbers; never for ids, which must match as
 * they are.
 */
export function toHalfWidth(text: string): string {
  return text.normalize('NFKC').trim();
}

/** An e-mail address as it is stored and compared: half-width and in lower case. */
export function normalizeEmail(text: string): string {
  return toHalfWidth(text).toLowerCase();
}
