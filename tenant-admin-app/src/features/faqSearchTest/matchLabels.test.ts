import { createSearchIndex } from '@madoguchi/shared/search';
import { HOW_LABELS, reasonText } from './matchLabels';

// Issue 37, item 13: the search test calls a Japanese word in Latin letters ローマ字表記 and an English
// word 英語表記, whichever word it is and however the romaji writes its long vowels.

const desk = createSearchIndex([
  { id: 'password', question: 'パスワードを忘れた', answerText: '' },
  { id: 'login', question: 'ログインの方法', answerText: '' },
  { id: 'mail', question: 'メールが届かない', answerText: '' },
  { id: 'server', question: 'サーバーに接続できない', answerText: '' },
  { id: 'leave', question: '有給休暇の申請', answerText: '', reading: { question: 'ゆうきゅうきゅうかの しんせい', tags: [] } },
]);

const firstReason = (query: string) => {
  const reason = desk.explain(query).hits[0]?.reasons[0];
  if (!reason) throw new Error(`「${query}」 finds nothing`);
  return reasonText(reason);
};

describe('reasonText', () => {
  it.each(['pasuwaado', 'pasuwādo', 'pasuwado', 'roguin', 'meeru', 'saabaa', 'yuukyuu'])('calls %s romaji', (query) => {
    expect(firstReason(query)).toMatch(/（ローマ字表記・/);
  });

  it.each(['password', 'login', 'mail', 'server'])('calls %s English', (query) => {
    expect(firstReason(query)).toMatch(/（英語表記・/);
  });

  it('says what was typed, what it met, how and where', () => {
    expect(firstReason('pasuwaado')).toBe('「pasuwaado」→「ぱすわど」（ローマ字表記・質問）');
    expect(firstReason('password')).toBe('「password」→「ぱすわど」（英語表記・質問）');
  });

  it('names the two kinds of Latin letters apart', () => {
    expect(HOW_LABELS.romaji).not.toBe(HOW_LABELS.loanword);
  });
});
