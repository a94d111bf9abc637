import { toHalfWidth } from '@madoguchi/shared/data';
import { toKatakana } from 'wanakana';

// The フリガナ of a tenant user as the forms check and send it. A copy of the server's rule
// (functions/src/tenants/nameReading.ts; the apps cannot import the functions): test/unit/
// clientServerConstants.test.ts keeps the two in step. The server normalises and checks again.

export const NAME_READING_MAX = 100;
/** Katakana (ァ…ヺ, ・, ー, ヽヾ) in words separated by single spaces, or nothing. */
export const NAME_READING_PATTERN = /^(?:[\u30A1-\u30FE]+(?: [\u30A1-\u30FE]+)*)?$/;
export const NAME_READING_TOO_LONG = `フリガナは${NAME_READING_MAX}文字以内で入力してください。`;
export const NAME_READING_NOT_KANA = 'フリガナはカタカナかひらがなで入力してください。';

/**
 * The reading as stored: NFKC (half-width ｽｽﾞｷ and the ideographic space become full-width katakana
 * and a space), hiragana as katakana, runs of spaces as one, trimmed. Latin letters are left as they
 * are (wanakana would guess kana for them), so the rule refuses them.
 */
export function normalizeNameReading(text: string): string {
  return toKatakana(toHalfWidth(text), { passRomaji: true }).replace(/\s+/g, ' ');
}

/** Why a normalised reading cannot be stored, or null (an empty one means none). */
export function nameReadingProblem(reading: string): string | null {
  if (reading.length > NAME_READING_MAX) return NAME_READING_TOO_LONG;
  return NAME_READING_PATTERN.test(reading) ? null : NAME_READING_NOT_KANA;
}
