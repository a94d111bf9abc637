import path from 'node:path';
import { latinWordsOutside, seedDataWords } from '../crawler/latinWords';

describe("the crawler's Latin-letter words", () => {
  const none = new Set<string>();

  it('finds English interface words among Japanese text', () => {
    expect(latinWordsOutside('選択を解除 Clear selection ファイルを選択 Choose File', none)).toEqual(['Choose', 'Clear', 'File', 'selection']);
    expect(latinWordsOutside('読み込み中… Loading...', none)).toEqual(['Loading']);
  });

  it("allows the product's names, e-mail addresses and URLs", () => {
    expect(latinWordsOutside('Slack連携 よくある質問(FAQ) CSVで取り込む Googleでログイン', none)).toEqual([]);
    expect(latinWordsOutside('user@a.example.com に送信しました。https://madoguchi.example.com/tenants/a を開く', none)).toEqual([]);
    expect(latinWordsOutside('UTF-8 または Shift_JIS のCSV（1 MB まで）', none)).toEqual([]);
  });

  it('allows the time zone label beside a time, and nothing else in its place', () => {
    expect(latinWordsOutside('最終更新: 2025/06/11 16:45:00 (UTC+09:00 Asia/Tokyo)', none)).toEqual([]);
    expect(latinWordsOutside('2025/06/11 08:45:00 (UTC+01:00 Europe/London)', none)).toEqual([]);
    expect(latinWordsOutside('Updated (UTC+09:00)', none)).toEqual(['UTC+09', 'Updated']);
  });

  it('allows the words the demo data itself holds', () => {
    const fromData = seedDataWords(path.resolve(__dirname, '../..'));
    expect(fromData.has('vpn')).toBe(true);
    expect(latinWordsOutside('VPNに接続できません', fromData)).toEqual([]);
    expect(latinWordsOutside('VPN Submit', fromData)).toEqual(['Submit']);
    // The files' keys are not text a page shows, nor are canned replies' placeholders ({{title}}), filled first.
    expect(fromData.has('title')).toBe(false);
    expect(fromData.has('requestername')).toBe(false);
  });
});
