import { createFaqIndex, FAQ_NEAR_MISSES, type FaqIndexEntry } from './faqIndex';

const UNRATED = { tags: [], categoryIds: [], helpfulCount: 0, updatedAt: null };
const entry = (id: string, question: string, answerText = ''): FaqIndexEntry => ({ ...UNRATED, id, question, answerText });

const INDEX = createFaqIndex([
  entry('password', 'パスワードを再設定するには', 'ログイン画面の「パスワードを忘れた方」から再設定用のメールを送れます。'),
  entry('vpn', 'VPNに接続できないとき', '社外からはVPNクライアントを再起動してください。'),
  entry('print', '印刷できないときは', 'プリンターのドライバーを確認してください。'),
  entry('leave', '有給休暇の申請方法', '勤怠システムから申請してください。'),
]);
const offered = (query: string) => INDEX.nearMisses(query).map(({ entry: { id }, how }) => [id, how]);

describe('「もしかして」 (nearMisses)', () => {
  it('offers an entry that shares a strong word with a query search() finds nothing for, and says how it met it', () => {
    expect(INDEX.search('パスワードの有効期限と経費精算の締め日')).toEqual([]);
    expect(offered('パスワードの有効期限と経費精算の締め日')).toEqual([['password', ['exact']]]);
    expect(offered('pasuwaado 経費精算 締め日')).toEqual([['password', ['romaji']]]);
  });

  it('offers nothing when search() shows something: the confident hits are the answer', () => {
    expect(INDEX.search('パスワード 再設定').map(({ id }) => id)).toEqual(['password']);
    expect(offered('パスワード 再設定')).toEqual([]);
  });

  it('stays silent for a query of commonplaces or one that shares nothing', () => {
    expect(offered('手続きについて教えてください')).toEqual([]);
    expect(offered('経費精算')).toEqual([]);
    expect(offered('')).toEqual([]);
  });

  it('offers at most FAQ_NEAR_MISSES entries, best first', () => {
    const many = createFaqIndex(Array.from({ length: 6 }, (_, index) => entry(`printer-${index}`, `プリンター${index}号機の設定`)));
    const misses = many.nearMisses('プリンター 経費精算 締め日 出張 申請');
    expect(many.search('プリンター 経費精算 締め日 出張 申請')).toEqual([]);
    expect(misses).toHaveLength(FAQ_NEAR_MISSES);
  });
});
