// Text typed with a Japanese IME in full width (ｑａ－ｈａｎａｋｏ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ, １２) as the
// ASCII the rules expect, before anything is validated. The client has a copy of this file
// (shared/src/validation/halfWidth.ts; the server cannot import the shared package, which deploys
// apart): test/unit/clientServerConstants.test.ts keeps the two in step.

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
