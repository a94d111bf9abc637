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
