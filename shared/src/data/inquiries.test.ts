import { inquiryNumberIn, matchesText, type Inquiry } from './inquiries';

const inquiry: Inquiry = {
  id: 'i1',
  number: 12,
  title: 'パスワードを忘れました',
  body: 'ログインできません。ＶＰＮも使えません。',
  status: 'new',
  categoryId: null,
  requesterUid: 'u1',
  requesterName: '鈴木 一郎',
  assigneeUid: null,
  createdAt: null,
  lastMessageAt: null,
  satisfaction: null,
  madeFaqs: [],
};

describe('inquiryNumberIn', () => {
  it.each([
    ['#12', 12],
    ['12', 12],
    ['＃１２', 12],
    [' #7 ', 7],
  ])('reads %p as number %p', (text, number) => {
    expect(inquiryNumberIn(text)).toBe(number);
  });

  it.each(['パスワード', '#12a', '', '#'])('finds no number in %p', (text) => {
    expect(inquiryNumberIn(text)).toBeNull();
  });
});

describe('matchesText', () => {
  it.each(['ぱすわーど', 'パスワード', 'ﾊﾟｽﾜｰﾄﾞ', 'vpn', '鈴木', 'ログイン 忘れ'])('finds the inquiry for %p', (text) => {
    expect(matchesText(inquiry, text)).toBe(true);
  });

  it.each(['経費', 'パスワード 経費'])('does not find it for %p (every word must match)', (text) => {
    expect(matchesText(inquiry, text)).toBe(false);
  });
});
