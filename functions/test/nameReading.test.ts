import { z } from 'zod';
import { nameReading, nameReadingProblem, normalizeNameReading } from '@madoguchi/shared/contracts';
import { nameSortKey } from '../src/tenants/nameSortKey';

describe('normalizeNameReading', () => {
  it.each([
    ['すずき いちろう', 'スズキ イチロウ'],
    ['ｽｽﾞｷ ｲﾁﾛｳ', 'スズキ イチロウ'],
    ['　たかはし　　みさき　', 'タカハシ ミサキ'],
    ['ゔぁいおりん', 'ヴァイオリン'],
    ['ジョン・スミス', 'ジョン・スミス'],
    ['', ''],
  ])('stores %j as %j', (typed, stored) => {
    expect(normalizeNameReading(typed)).toBe(stored);
  });

  it('leaves latin letters, digits and kanji for the rule to refuse', () => {
    for (const typed of ['suzuki', 'すずき1', '鈴木', 'スズキ-イチロウ']) {
      expect([typed, nameReadingProblem(normalizeNameReading(typed))]).toEqual([typed, 'フリガナはカタカナかひらがなで入力してください。']);
    }
    expect(nameReadingProblem('ア'.repeat(101))).toBe('フリガナは100文字以内で入力してください。');
    expect(nameReadingProblem('ア'.repeat(100))).toBeNull();
    expect(nameReadingProblem('')).toBeNull();
  });

  it('is the callables’ field: normalised, then checked', () => {
    expect(nameReading.parse('すずき　いちろう')).toBe('スズキ イチロウ');
    expect(nameReading.safeParse('suzuki').error?.issues.map((issue) => issue.message)).toEqual(['フリガナはカタカナかひらがなで入力してください。']);
    expect(z.strictObject({ nameReading: z.optional(nameReading) }).parse({})).toEqual({});
  });
});

describe('nameSortKey', () => {
  const sorted = (readings: string[]) =>
    [...readings].sort((a, b) => {
      const [x, y] = [nameSortKey(a), nameSortKey(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    });

  it('orders readings as a Japanese dictionary does, and people without one last', () => {
    expect(sorted(['タカハシ ミサキ', '', 'スズキ イチロウ', 'サトウ ハナコ', 'ヒガイ ヨテイ'])).toEqual([
      'サトウ ハナコ',
      'スズキ イチロウ',
      'タカハシ ミサキ',
      'ヒガイ ヨテイ',
      '',
    ]);
  });

  it('sorts voiced and small kana with their plain forms, the exact reading breaking ties', () => {
    expect(sorted(['コバヤシ', 'ゴトウ', 'コトウ', 'キョウ', 'キヨカワ', 'オーノ', 'オオタ', 'オノ'])).toEqual([
      'オオタ',
      'オノ',
      'オーノ',
      'キョウ',
      'キヨカワ',
      'コトウ',
      'ゴトウ',
      'コバヤシ',
    ]);
  });

  it('puts a family name before longer readings that start with it', () => {
    expect(sorted(['スズキタ ハナコ', 'スズキ イチロウ', 'スズキ'])).toEqual(['スズキ', 'スズキ イチロウ', 'スズキタ ハナコ']);
  });
});
