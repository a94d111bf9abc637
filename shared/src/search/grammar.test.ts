import { GRAMMAR_WEIGHT, listedShare, runShares } from './grammar';
import { normalizeMarkingKatakana } from './normalize';
import { queryTerms } from './tokens';

/** The share of each bigram of one Japanese run, as the search weighs it. */
function sharesOf(query: string): Record<string, number> {
  const { normalized, katakana } = normalizeMarkingKatakana(query);
  const terms = queryTerms(normalized, { keepLoneKana: false });
  return Object.fromEntries(runShares(Array.from(normalized), katakana, terms));
}

const G = GRAMMAR_WEIGHT;

describe('runShares', () => {
  it('weighs katakana as a word of its own, its particle as grammar', () => {
    expect(sharesOf('パスワードを忘れた')).toEqual({ ぱす: 1, すわ: 1, わど: 1, どを: G, を忘: G, 忘れ: 1, れた: 1 });
  });

  it('weighs a particle after a kanji and the kana before the next kanji as grammar', () => {
    expect(sharesOf('交際費の上限')).toEqual({ 交際: 1, 際費: 1, 費の: G, の上: G, 上限: 1 });
  });

  it('weighs hiragana alone as a word typed by its reading, but for its grammar ending', () => {
    expect(sharesOf('たいしょく')).toEqual({ たい: 1, いし: 1, しょ: 1, ょく: 1 });
    expect(sharesOf('つながらない')).toEqual({ つな: 1, なが: 1, がら: 1, らな: 1, ない: G });
    expect(sharesOf('なくしました')).toEqual({ なく: 1, くし: 1, しま: G, まし: G, した: G });
  });

  it('weighs listed grammar between kanji and kana as grammar', () => {
    expect(sharesOf('申請してください')).toMatchObject({ 申請: 1, して: G, くだ: G, さい: G });
  });

  it('weighs a one-character run by the lists', () => {
    const { normalized, katakana } = normalizeMarkingKatakana('印');
    expect(Object.fromEntries(runShares(Array.from(normalized), katakana, ['印']))).toEqual({ 印: 1 });
  });
});

describe('listedShare', () => {
  it('weighs listed grammar bigrams and lone grammar kana lightly, anything else fully', () => {
    expect(listedShare('ます')).toBe(G);
    expect(listedShare('の')).toBe(G);
    expect(listedShare('印')).toBe(1);
    expect(listedShare('vpn')).toBe(1);
  });
});
