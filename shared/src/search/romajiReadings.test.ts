import { createSearchIndex, type MatchReason } from './searchIndex';

// Issue 37, item 13: a Japanese word spelled in Latin letters is romaji, whichever way its long vowels
// are written (パスワード: pasuwaado, pasuwādo, pasuwa-do, pasuwado), and an English word is English.

const desk = createSearchIndex([
  { id: 'password', question: 'パスワードを忘れた', answerText: '再設定ページから手続きしてください。' },
  { id: 'login', question: 'ログインの方法', answerText: '' },
  { id: 'mail', question: 'メールが届かない', answerText: '' },
  { id: 'server', question: 'サーバーに接続できない', answerText: '' },
  { id: 'printer', question: 'プリンターが動かない', answerText: '' },
  { id: 'computer', question: 'コンピューターの貸し出し', answerText: '' },
  { id: 'coffee', question: 'コーヒーの淹れ方', answerText: '' },
  { id: 'leave', question: '有給休暇の申請', answerText: '', reading: { question: 'ゆうきゅうきゅうかの しんせい', tags: [] } },
  { id: 'room', question: '会議室の予約', answerText: '', reading: { question: 'かいぎしつの よやく', tags: [] } },
]);

const explained = (query: string): { id?: string; reason?: MatchReason } => {
  const [hit] = desk.explain(query).hits;
  return { id: hit?.id, reason: hit?.reasons[0] };
};

describe('romaji and English told apart', () => {
  it.each([
    ['pasuwaado', 'password'],
    ['pasuwādo', 'password'],
    ['pasuwa-do', 'password'],
    ['pasuwado', 'password'],
    ['roguin', 'login'],
    ['meeru', 'mail'],
    ['mēru', 'mail'],
    ['saabaa', 'server'],
    ['purintaa', 'printer'],
    ['konpyuutaa', 'computer'],
    ['kompyūtā', 'computer'],
    ['koohii', 'coffee'],
    ['kouhii', 'coffee'],
    ['yuukyuu', 'leave'],
    ['kaigishitsu', 'room'],
  ])('reads %s as romaji (%s)', (query, id) => {
    expect(explained(query)).toMatchObject({ id, reason: { how: 'romaji' } });
  });

  it.each([
    ['password', 'password'],
    ['login', 'login'],
    ['mail', 'mail'],
    ['server', 'server'],
    ['printer', 'printer'],
    ['computer', 'computer'],
  ])('reads %s as English (%s)', (query, id) => {
    expect(explained(query)).toMatchObject({ id, reason: { how: 'loanword' } });
  });
});
