import { abbreviationKey, abbreviations, indexTerms, isAbbreviationKey, isWordTerm, queryTerms, splitRuns } from './tokens';

const runsOf = (text: string) => splitRuns(text).map((run) => `${run.kind}:${run.chars.join('')}`);

describe('splitRuns', () => {
  it('splits at spaces and between Japanese and latin/digit characters', () => {
    expect(runsOf('vpn接続 3か月 outlook')).toEqual(['word:vpn', 'japanese:接続', 'word:3', 'japanese:か月', 'word:outlook']);
  });
  it('keeps kana and kanji in one Japanese run', () => {
    expect(runsOf('ぱすわどを再設定')).toEqual(['japanese:ぱすわどを再設定']);
  });
  it('counts a kanji outside the BMP as one character', () => {
    expect(splitRuns('𠮷野家')[0]?.chars).toEqual(['𠮷', '野', '家']);
  });
  it('returns nothing for empty text', () => {
    expect(splitRuns('')).toEqual([]);
  });
});

describe('indexTerms', () => {
  it('indexes words whole and Japanese runs as unigrams and bigrams', () => {
    expect([...indexTerms('vpn 経費精算')].sort()).toEqual(['vpn', '精', '精算', '算', '経', '経費', '費', '費精'].sort());
  });
});

describe('queryTerms', () => {
  const loneKanaDropped = { keepLoneKana: false };
  it('looks up bigrams of a Japanese run, not its unigrams', () => {
    expect(queryTerms('経費精算', loneKanaDropped)).toEqual(['経費', '費精', '精算']);
  });
  it('looks up a one-kanji run as a unigram', () => {
    expect(queryTerms('印', loneKanaDropped)).toEqual(['印']);
  });
  it('drops a lone kana unless asked to keep it', () => {
    expect(queryTerms('vpn に', loneKanaDropped)).toEqual(['vpn']);
    expect(queryTerms('に', { keepLoneKana: true })).toEqual(['に']);
  });
  it('keeps latin words whole and removes duplicates', () => {
    expect(queryTerms('outlook 添付 outlook', loneKanaDropped)).toEqual(['outlook', '添付']);
  });
});

describe('isWordTerm', () => {
  it.each([
    ['vpn', true],
    ['365', true],
    ['経費', false],
    ['ぱす', false],
    ['𠮷野', false],
    ['', false],
  ])('%s → %s', (term, expected) => {
    expect(isWordTerm(term)).toBe(expected);
  });
});

describe('abbreviations', () => {
  const of = (text: string) => abbreviations(splitRuns(text));

  it('shortens every four kanji in a row to the first and the third', () => {
    expect(of('健康診断の結果')).toEqual([{ key: abbreviationKey('健診'), compound: '健康診断' }]);
    expect(of('有給休暇申請').map((found) => found.compound)).toEqual(['有給休暇', '給休暇申', '休暇申請']);
  });

  it('needs four kanji: kana or latin between them break the compound', () => {
    expect(of('健康の診断 経費 精算 経費vpn精算')).toEqual([]);
  });

  it('keys abbreviations apart from bigrams', () => {
    expect(abbreviationKey('健診')).not.toBe('健診');
    expect(isAbbreviationKey(abbreviationKey('健診'))).toBe(true);
    expect(isAbbreviationKey('健診')).toBe(false);
  });
});
