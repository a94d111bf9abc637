import { findPersonalData } from './personalData';

describe('findPersonalData', () => {
  it('finds the requester by full name, with or without the space, and by a name part with an honorific', () => {
    expect(findPersonalData('鈴木 一郎さんから頂いた件です。鈴木一郎', ['鈴木 一郎'])).toEqual([{ kind: 'name', text: '鈴木 一郎さん' }, { kind: 'name', text: '鈴木一郎' }]);
    expect(findPersonalData('鈴木様、ご確認ください。', ['鈴木 一郎'])).toEqual([{ kind: 'name', text: '鈴木様' }]);
    // A surname alone is too common to flag (「鈴木商店」), and so are one-character parts.
    expect(findPersonalData('鈴木商店の請求書', ['鈴木 一郎'])).toEqual([]);
  });

  it('finds e-mail addresses and Japanese phone numbers, full-width ones too', () => {
    const text = '連絡先: suzuki.ichiro@sakura.example.co.jp / ０３－１２３４－５６７８ / 090 1234 5678 / 0120-123-456 / +81-3-1234-5678';
    expect(findPersonalData(text, [])).toEqual([
      { kind: 'email', text: 'suzuki.ichiro@sakura.example.co.jp' },
      { kind: 'phone', text: '03-1234-5678' },
      { kind: 'phone', text: '090 1234 5678' },
      { kind: 'phone', text: '0120-123-456' },
      { kind: 'phone', text: '+81-3-1234-5678' },
    ]);
  });

  it('finds numbers written with 「ー」, a minus sign or a dash instead of a hyphen', () => {
    expect(findPersonalData('０９０ー1234ー5678 / 03−1234−5678 / 045‐123‐4567 / 06ｰ1234ｰ5678', []).map((hit) => hit.text)).toEqual([
      '090ー1234ー5678',
      '03−1234−5678',
      '045‐123‐4567',
      '06ー1234ー5678',
    ]);
  });

  it('leaves ordinary numbers alone: dates, amounts, versions, inquiry numbers', () => {
    expect(findPersonalData('2026年11月24日までに、10,000円を。バージョン 1.2.3、問い合わせ #12、手順 3', [])).toEqual([]);
  });

  it('treats a name with regular-expression characters as text', () => {
    expect(findPersonalData('A.B (C) さん', ['A.B (C)'])).toEqual([{ kind: 'name', text: 'A.B (C) さん' }]);
    expect(findPersonalData('AxB', ['A.B'])).toEqual([]);
  });
});
