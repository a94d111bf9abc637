import { highlight, snippet } from './highlight';

const marked = (parts: { text: string; match: boolean }[]) => parts.filter((part) => part.match).map((part) => part.text);

describe('highlight', () => {
  it('marks a word typed in another kana, width or with the long-vowel mark left out', () => {
    expect(marked(highlight('パスワードを再設定する', 'ぱすわど'))).toEqual(['パスワード']);
    expect(marked(highlight('パスワードを再設定する', 'ﾊﾟｽﾜｰﾄﾞ'))).toEqual(['パスワード']);
    expect(marked(highlight('ＶＰＮに接続', 'vpn'))).toEqual(['ＶＰＮ']);
  });

  it('marks each part of the query and keeps the text whole', () => {
    const parts = highlight('パスワードを再設定する', 'パスワード 再設定');
    expect(parts.map((part) => part.text).join('')).toBe('パスワードを再設定する');
    expect(marked(parts)).toEqual(['パスワード', '再設定']);
  });

  it('marks a single character only when it is the whole query', () => {
    expect(marked(highlight('印刷できない', '印'))).toEqual(['印']);
    expect(marked(highlight('何もない', '印'))).toEqual([]);
  });
});

describe('snippet', () => {
  it('shows the text around the first match with ellipses where it was cut', () => {
    const text = `${'前置き。'.repeat(20)}パスワードは管理画面で再設定できます。${'補足。'.repeat(30)}`;
    const parts = snippet(text, 'パスワード', 40);
    const shown = parts.map((part) => part.text).join('');
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(marked(parts)).toEqual(['パスワード']);
  });

  it('starts at the beginning when nothing matches, joining lines', () => {
    expect(snippet('一行目\n二行目', 'なし', 40).map((part) => part.text).join('')).toBe('一行目 二行目');
  });
});
