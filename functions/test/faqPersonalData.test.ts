import { personalDataRefusal } from '@madoguchi/shared/contracts';

describe('personalDataRefusal (an entry made from inquiries, about to be published)', () => {
  it('names what each requester left in the texts, with the addresses and numbers found', () => {
    expect(personalDataRefusal(['VPNの件', '鈴木 一郎さん (suzuki@example.com, 090-1234-5678) から'], ['鈴木 一郎'])).toBe(
      '個人情報が含まれているため公開できません: 依頼者の名前「鈴木 一郎さん」、メールアドレス「suzuki@example.com」、電話番号「090-1234-5678」。削除してから公開するか、下書きとして保存してください。',
    );
  });

  it('checks every requester, in any of the texts', () => {
    const refusal = personalDataRefusal(['VPNの件', '手順です。', 'タグ', '高橋様からの質問'], ['鈴木 一郎', '高橋 美咲']);
    expect(refusal).toContain('依頼者の名前「高橋様」');
  });

  it('lets clean texts through, and anything when no source inquiry is left to protect', () => {
    expect(personalDataRefusal(['VPNの件', 'アプリを更新してください。'], ['鈴木 一郎'])).toBeNull();
    expect(personalDataRefusal(['鈴木 一郎さん', '窓口 03-1234-5678'], [])).toBeNull();
  });
});
