import { normalizeMarkingKatakana, normalizeText } from './normalize';

describe('normalizeText', () => {
  it.each([
    // NFKC: full-width ASCII to half-width, half-width katakana to full-width (then to hiragana).
    ['full-width latin', 'ＰＣ', 'pc'],
    ['full-width digits', '２０２６年', '2026年'],
    ['half-width katakana with voiced marks', 'ｻｰﾊﾞｰ', 'さば'],
    ['half-width katakana with semi-voiced marks', 'ﾌﾟﾘﾝﾀｰ', 'ぷりんた'],
    ['spacing voiced mark after a kana', 'か゛いし゛', 'がいじ'],
    ['circled digit', '手順①', '手順1'],
    // Case.
    ['upper case', 'VPN Outlook', 'vpn outlook'],
    // Katakana to hiragana.
    ['katakana', 'パスワード', 'ぱすわど'],
    ['small katakana', 'ウィンドウ', 'うぃんどう'],
    ['ヴ', 'ヴァージョン', 'ゔぁじょん'],
    ['iteration marks', 'ヽヾ', 'ゝゞ'],
    ['counter ヶ and ヵ', '3ヶ月 1ヵ所 6か月', '3か月 1か所 6か月'],
    ['kanji untouched', '経費精算', '経費精算'],
    // Long-vowel marks and keyboard stand-ins for them.
    ['long-vowel mark', 'サーバー', 'さば'],
    ['long-vowel mark, hiragana', 'さーばー', 'さば'],
    ['half-width long-vowel mark', 'ｻｰﾊﾞ', 'さば'],
    ['full-width minus after kana', 'サ－バ－', 'さば'],
    ['wave dash after kana', 'すご〜い', 'すごい'],
    ['full-width tilde after kana', 'すご～い', 'すごい'],
    // Separators.
    ['range between digits becomes a space', '9:00〜18:00', '9 00 18 00'],
    ['hyphen inside a latin word joins it', 'Wi-Fi e-mail', 'wifi email'],
    ['full-width hyphen inside a latin word joins it', 'Ｗｉ－Ｆｉ', 'wifi'],
    ['Japanese punctuation', '「経費」、精算。', '経費 精算'],
    ['middle dot', 'パスワード・リセット', 'ぱすわど りせっと'],
    ['symbols', 'VPN!?（社外）', 'vpn 社外'],
    // Whitespace.
    ['ideographic space', 'VPN　接続', 'vpn 接続'],
    ['runs of whitespace and edges', '  経費 \t\n 精算  ', '経費 精算'],
    ['empty', '', ''],
    ['punctuation only', '、。！？・「」', ''],
  ])('%s', (_name, input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('folds the spellings of one word to the same text', () => {
    const spellings = ['サーバー', 'サーバ', 'さーばー', 'ｻｰﾊﾞｰ', 'サ－バ－'];
    expect(new Set(spellings.map(normalizeText))).toEqual(new Set(['さば']));
  });

  it('is idempotent', () => {
    const samples = ['ｻｰﾊﾞｰのＰＣ', 'Wi-Fi 3ヶ月', 'すご〜い！', 'ヴァージョン①'];
    for (const sample of samples) expect(normalizeText(normalizeText(sample))).toBe(normalizeText(sample));
  });
});

describe('normalizeMarkingKatakana', () => {
  it('normalises as normalizeText does', () => {
    const samples = ['ｻｰﾊﾞｰのＰＣ', 'Wi-Fi 3ヶ月', 'すご〜い！', 'ヴァージョン①', 'パスワードを忘れた', 'か゛いし゛', 'サ－バ－', '𠮷野家のメール'];
    for (const sample of samples) expect(normalizeMarkingKatakana(sample).normalized).toBe(normalizeText(sample));
  });

  it('tells which characters were katakana, one flag per code point', () => {
    const { normalized, katakana } = normalizeMarkingKatakana('パスワードを忘れた');
    expect(normalized).toBe('ぱすわどを忘れた');
    expect(katakana).toEqual([true, true, true, true, false, false, false, false]);
  });

  it('marks half-width katakana, and nothing in hiragana, kanji or latin', () => {
    expect(normalizeMarkingKatakana('ﾒｰﾙ').katakana).toEqual([true, true]);
    expect(normalizeMarkingKatakana('めーる VPN 経費').katakana.some(Boolean)).toBe(false);
    expect(normalizeMarkingKatakana('𠮷ア').katakana).toEqual([false, true]);
  });
});
