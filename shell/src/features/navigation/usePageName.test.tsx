import { act, render, screen } from '@testing-library/react';
import { pageNameOf, usePageName } from './usePageName';

function Name() {
  return <span data-testid="name">{usePageName()}</span>;
}

describe('usePageName', () => {
  beforeEach(() => {
    document.title = '窓口';
  });

  it('reads the page’s own name from the tab title, and none from the product’s name alone', () => {
    expect(pageNameOf('通知設定 | 窓口')).toBe('通知設定');
    expect(pageNameOf('ユーザー: 鈴木 一郎 | 窓口')).toBe('ユーザー: 鈴木 一郎');
    expect(pageNameOf('窓口')).toBe('');
  });

  it('follows the title as pages set it', async () => {
    render(<Name />);
    expect(screen.getByTestId('name')).toHaveTextContent(/^$/);
    await act(async () => {
      document.title = '通知設定 | 窓口';
      await Promise.resolve();
    });
    expect(screen.getByTestId('name')).toHaveTextContent('通知設定');
    await act(async () => {
      document.title = 'プロフィール | 窓口';
      await Promise.resolve();
    });
    expect(screen.getByTestId('name')).toHaveTextContent('プロフィール');
  });
});
