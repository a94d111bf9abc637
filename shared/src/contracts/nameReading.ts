import { toKatakana } from 'wanakana';
import * as z from 'zod/mini';
import { toHalfWidth } from '../validation/halfWidth';

// The フリガナ (reading) of a tenant user: optional, typed in hiragana, katakana or half-width kana and
// stored as full-width katakana; the users list sorts by it and its search finds it. The server
// validates with `nameReading`, the user form checks with it, and the CSV import reads with the
// functions below. The shared package has no side effects, so pages that use none of this (the login
// page) bundle no wanakana.

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

/** The callables' field: normalised, then checked; '' is no reading. */
export const nameReading = z.string({ error: NAME_READING_NOT_KANA }).check(
  z.overwrite(normalizeNameReading),
  z.maxLength(NAME_READING_MAX, { error: NAME_READING_TOO_LONG }),
  z.regex(NAME_READING_PATTERN, { error: NAME_READING_NOT_KANA }),
);
