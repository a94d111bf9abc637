import { entryTokens, MAX_ENTRY_TOKENS, MAX_QUERY_TOKENS, queryTokens } from './keywordTokens';
import { containsAllWords, keywordsOf, searchableText } from './normalize';

/** Whether an entry of `fields` holds every token a query asks for, as Firestore's equality filters see it. */
const candidate = (query: string, fields: string[]) => {
  const tokens = new Set(entryTokens(searchableText(fields)));
  return queryTokens(keywordsOf(query)).every((token) => tokens.has(token));
};

describe('entryTokens', () => {
  it('keeps every run of one, two and three characters of each word, once, position by position', () => {
    expect(entryTokens(searchableText(['パスワード 再設定']))).toEqual(
      ['ぱ', 'ぱす', 'ぱすわ', 'す', 'すわ', 'すわど', 'わ', 'わど', 'ど', '再', '再設', '再設定', '設', '設定', '定'],
    );
    expect(entryTokens('ああ ああ')).toEqual(['あ', 'ああ']);
  });

  it('takes characters of every script, not across words', () => {
    expect(entryTokens(searchableText(['VPN接続', 'a b']))).toEqual(
      ['v', 'vp', 'vpn', 'p', 'pn', 'pn接', 'n', 'n接', 'n接続', '接', '接続', '続', 'a', 'b'],
    );
  });

  it('counts a character outside the BMP as one', () => {
    expect(entryTokens('𠮷野家')).toEqual(['𠮷', '𠮷野', '𠮷野家', '野', '野家', '家']);
  });

  it('stops at the cap, keeping the tokens of the text that comes first', () => {
    const text = searchableText(['件名', 'あいうえおかきくけこ']);
    expect(entryTokens(text, 3)).toEqual(['件', '件名', '名']);
    // A long body of distinct characters: the cap holds.
    const body = Array.from({ length: 12_000 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('');
    const tokens = entryTokens(body);
    expect(tokens).toHaveLength(MAX_ENTRY_TOKENS);
    expect(tokens.slice(0, 4)).toEqual(['一', '一丁', '一丁丂', '丁']);
  });

  it('gives nothing for text without words', () => {
    expect(entryTokens(searchableText(['、。！']))).toEqual([]);
  });
});

describe('queryTokens', () => {
  it('takes a word of up to three characters whole, and a longer one by its trigrams, those covering it first', () => {
    expect(queryTokens(['印'])).toEqual(['印']);
    expect(queryTokens(['申請'])).toEqual(['申請']);
    expect(queryTokens(['vpn'])).toEqual(['vpn']);
    expect(queryTokens(['ぱすわど'])).toEqual(['ぱすわ', 'すわど']);
    expect(queryTokens(['できません'])).toEqual(['できま', 'ません', 'きませ']);
    expect(queryTokens(['あいうえおか'])).toEqual(['あいう', 'えおか', 'いうえ', 'うえお']);
  });

  it('takes from each word in turn, so every word counts, up to the cap', () => {
    expect(queryTokens(['あいうえおかきくけこ', '鈴木'])).toEqual(['あいう', '鈴木', 'えおか', 'きくけ', 'くけこ', 'いうえ', 'うえお', 'おかき']);
    const many = ['経費精算', '申請方法', '締め切り', '領収書', '交通費'].map((word) => keywordsOf(word)[0]!);
    const tokens = queryTokens(many);
    expect(tokens).toHaveLength(MAX_QUERY_TOKENS);
    expect(tokens.slice(0, 5)).toEqual(['経費精', '申請方', '締め切', '領収書', '交通費']);
  });

  it('asks for each token once', () => {
    expect(queryTokens(['ああああ', 'ああ'])).toEqual(['あああ', 'ああ']);
  });
});

describe('an entry is a candidate for every query it matches', () => {
  it.each([
    ['hiragana finds katakana', 'すずき', ['鈴木 一郎', 'スズキ イチロウ', 'ichiro@example.com']],
    ['half-width kana', 'ｽｽﾞｷ', ['鈴木 一郎', 'スズキ イチロウ', '']],
    ['full-width latin finds upper case', 'ｖｐｎ', ['VPNに接続できません']],
    ['long-vowel marks fold', 'サーバ', ['サーバーが落ちています']],
    ['a word inside a longer one', 'MEMBER-01', ['member-0100@example.com']],
    ['several words, any field', '経費 山田', ['経費精算の締め日', '山田 太郎', '今月分です']],
    ['one character', '印', ['印刷できません']],
    ['one character among longer words', 'a 印刷', ['印刷 a4']],
    ['counter ヶ', '3か月', ['3ヶ月前から']],
  ])('%s', (_name, query, fields) => {
    expect(containsAllWords(query, fields)).toBe(true);
    expect(candidate(query, fields)).toBe(true);
  });

  it('lets through an entry holding the trigrams apart, which the exact check then drops', () => {
    const fields = ['東京都庁へ', '都庁舎に出張'];
    expect(candidate('東京都庁舎', fields)).toBe(true);
    expect(containsAllWords('東京都庁舎', fields)).toBe(false);
  });

  it('is no candidate for a query a token of which it lacks', () => {
    expect(candidate('すずき', ['佐藤 花子', 'サトウ ハナコ'])).toBe(false);
    expect(candidate('vpn', ['パスワードを忘れました'])).toBe(false);
  });
});
