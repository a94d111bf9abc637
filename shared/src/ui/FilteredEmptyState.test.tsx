import { render, screen } from '@testing-library/react';
import { FilteredEmptyState } from './states';

const TEXTS = {
  unread: ['ここまでに一致するユーザーはいません', 'さらに検索して、残りのユーザーも確認できます。'],
  unmatched: '条件に一致するユーザーはいません',
  none: ['ユーザーがいません', '「ユーザーを登録」から追加してください。'],
} as const satisfies Pick<Parameters<typeof FilteredEmptyState>[0], 'unread' | 'unmatched' | 'none'>;

describe('FilteredEmptyState', () => {
  it.each([
    [true, true, 'ここまでに一致するユーザーはいません', 'さらに検索して、残りのユーザーも確認できます。'],
    [true, false, 'ここまでに一致するユーザーはいません', 'さらに検索して、残りのユーザーも確認できます。'],
    [false, true, '条件に一致するユーザーはいません', '条件を変えてお試しください。'],
    [false, false, 'ユーザーがいません', '「ユーザーを登録」から追加してください。'],
  ])('with more pages %s and a filter %s says 「%s」', (more, filtered, title, hint) => {
    render(<FilteredEmptyState more={more} filtered={filtered} {...TEXTS} />);
    expect(screen.getByRole('status')).toHaveTextContent(`${title}${hint}`);
  });

  it('says nothing matched, never 「ここまで」, for a list whose pages are full unless they are the last', () => {
    const { unread: _unread, ...texts } = TEXTS;
    render(<FilteredEmptyState filtered {...texts} />);
    expect(screen.getByRole('status')).toHaveTextContent('条件に一致するユーザーはいません条件を変えてお試しください。');
  });
});
