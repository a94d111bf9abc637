import { createLoanwordSounds, englishSkeleton, katakanaSkeleton } from './loanwordSounds';

describe('englishSkeleton and katakanaSkeleton', () => {
  it.each([
    ['phishing', 'フィッシング'],
    ['mailbox', 'メールボックス'],
    ['guest', 'ゲスト'],
    ['corporate', 'コーポレート'],
    ['projector', 'プロジェクター'],
    ['server', 'サーバー'],
    ['software', 'ソフトウェア'],
    ['network', 'ネットワーク'],
    ['license', 'ライセンス'],
    ['cancel', 'キャンセル'],
    ['security', 'セキュリティ'],
    ['download', 'ダウンロード'],
    ['notification', 'ノーティフィケーション'],
    ['flextime', 'フレックスタイム'],
  ])('%s sounds like %s', (english, katakana) => {
    expect(englishSkeleton(english)).toBe(katakanaSkeleton(katakana));
  });

  it('tells different words apart', () => {
    expect(englishSkeleton('printer')).not.toBe(katakanaSkeleton('プロジェクター'));
    expect(englishSkeleton('mailbox')).not.toBe(katakanaSkeleton('メール'));
  });
});

describe('createLoanwordSounds', () => {
  const sounds = createLoanwordSounds([
    '不審なメール（フィッシングメール）を受け取った',
    'メールボックスの容量がいっぱい',
    '来客用のゲストWi-Fi',
    'ｺｰﾎﾟﾚｰﾄｶｰﾄﾞを作りたい。カードの再発行',
  ]);

  it('finds the katakana words of the texts an English word sounds like, as the index has them', () => {
    expect(sounds.find('mailbox')).toEqual(['めるぼっくす']);
    expect(sounds.find('guest')).toEqual(['げすと']);
  });

  it('finds a part of a compound when the rest is a word the texts write alone', () => {
    expect(sounds.find('phishing')).toEqual(['ふぃっしんぐ']);
    expect(sounds.find('corporate')).toEqual(['こぽれと']);
  });

  it('leaves short skeletons alone: too many words share them', () => {
    expect(sounds.find('mail')).toEqual([]);
    expect(sounds.find('card')).toEqual([]);
  });

  it('finds nothing for words the texts do not hold, or that are not latin', () => {
    expect(sounds.find('printer')).toEqual([]);
    expect(sounds.find('xyzzy')).toEqual([]);
    expect(sounds.find('メール')).toEqual([]);
  });
});
