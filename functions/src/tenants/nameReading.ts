import { toKatakana } from 'wanakana';
import { z } from 'zod';
import { toHalfWidth } from '../platform/halfWidth';

// The フリガナ (reading) of a tenant user: optional, typed in hiragana, katakana or half-width kana and
// stored as full-width katakana; the users list sorts by it and its search finds it. The tenant admin
// screens have a copy of normalizeNameReading and the rule (tenant-admin-app/src/features/users/
// nameReading.ts): test/unit/clientServerConstants.test.ts keeps the two in step.

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

/** The callables' field: normalised, then checked. */
export const nameReading = z
  .string()
  .overwrite(normalizeNameReading)
  .max(NAME_READING_MAX, { message: NAME_READING_TOO_LONG })
  .regex(NAME_READING_PATTERN, { message: NAME_READING_NOT_KANA });

// The sort key of 氏名順 (nameSortKey on the user document; the list orders by it, then by name).
// People with a reading come first, in the order of a Japanese dictionary: voiced and small kana sort
// with their plain forms (ゴトウ among the コ…, before コバヤシ), the long-vowel mark, ・ and spaces are
// ignored, and only then does the exact reading decide (コトウ before ゴトウ). People without one follow,
// by name: their names say nothing reliable about the order.
const WITH_READING = '1';
const WITHOUT_READING = '2';
const SMALL_KANA: Readonly<Record<string, string>> = {
  ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ', ッ: 'ツ', ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ', ヮ: 'ワ', ヵ: 'カ', ヶ: 'ケ',
};
const VOICED_MARKS = /[\u3099\u309A]/g;
const MARKS = /[・ー]/g;

/** nameSortKey for a stored (normalised) reading; '' is no reading. */
export function nameSortKey(reading: string): string {
  if (!reading) return WITHOUT_READING;
  const exact = reading.replace(/ /g, '');
  const plain = exact
    .normalize('NFD')
    .replace(VOICED_MARKS, '')
    .replace(MARKS, '')
    .replace(/[ァィゥェォッャュョヮヵヶ]/g, (kana) => SMALL_KANA[kana] ?? kana);
  // The space sorts before every katakana, so a key that is a prefix of another comes first.
  return `${WITH_READING}${plain} ${exact}`;
}
