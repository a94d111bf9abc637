/** @jest-environment node */
// With kuromoji's real dictionary (from node_modules here; the bundle reads its copy in lib/), its
// builder watched to count how often the dictionary is loaded.
import { builder } from 'kuromoji';
import type * as Kuromoji from 'kuromoji';
import { faqReadingOf, readingOf } from '../src/faq/readings';

jest.mock('kuromoji', () => {
  const actual = jest.requireActual<typeof Kuromoji>('kuromoji');
  return { ...actual, builder: jest.fn(actual.builder) };
});

// A ceiling against hangs, not a timing check: loading the 18 MB dictionary takes half a second on a
// quiet machine and several seconds while the rest of the unit tests run beside it.
jest.setTimeout(60_000);

describe('readingOf', () => {
  // First, while nothing has loaded the dictionary yet.
  it('loads the dictionary once, for readings asked at once before it has loaded, and keeps it', async () => {
    expect(builder).not.toHaveBeenCalled();
    const texts = Array.from({ length: 200 }, (_, i) => `経費精算の申請${i}件目`);
    const readings = await Promise.all(texts.map(readingOf));
    expect(readings[7]).toBe('けいひせいさんの しんせい7けんめ');
    await readingOf('会議室');
    expect(builder).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['有給休暇', 'ゆうきゅうきゅうか'],
    ['経費精算', 'けいひせいさん'],
    ['会議室予約', 'かいぎしつよやく'],
  ])('reads the compound %s as one run: %s', async (text, reading) => {
    expect(await readingOf(text)).toBe(reading);
  });

  it('keeps latin words and symbols as written, and separates phrases by a space', async () => {
    expect(await readingOf('VPNに接続できません。Outlookの設定を確認してください')).toBe(
      'VPNに せつぞくできません。Outlookの せっていを かくにんしてください',
    );
  });

  it('reads katakana words and half-width kana in hiragana, digits kept', async () => {
    expect(await readingOf('パスワードを忘れた')).toBe('ぱすわーどを わすれた');
    expect(await readingOf('ｹｲﾋ　2024年度')).toBe('けいひ 2024ねんど');
  });

  it('reads nothing in blank text', async () => {
    expect(await readingOf('')).toBe('');
    expect(await readingOf(' \n')).toBe('');
  });

  it("reads an entry's question and each of its tags", async () => {
    expect(await faqReadingOf('有給休暇の申請方法', ['勤怠', 'VPN'])).toEqual({
      question: 'ゆうきゅうきゅうかの しんせいほうほう',
      tags: ['きんたい', 'VPN'],
    });
  });
});
