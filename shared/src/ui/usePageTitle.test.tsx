import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Page } from './Page';
import { usePageTitle } from './usePageTitle';

function Titled({ title, children }: { title: string | null; children?: ReactNode }) {
  usePageTitle(title);
  return <>{children}</>;
}

beforeEach(() => {
  document.title = '窓口';
});

describe('usePageTitle', () => {
  it('names the tab 「<title> | 窓口」 while mounted, and gives the product name back afterwards', () => {
    const { unmount } = render(<Titled title="よくある質問" />);
    expect(document.title).toBe('よくある質問 | 窓口');
    unmount();
    expect(document.title).toBe('窓口');
  });

  it("gives every page its heading as the tab's title", () => {
    const { unmount } = render(<Page title="通知設定" />);
    expect(document.title).toBe('通知設定 | 窓口');
    unmount();
    expect(document.title).toBe('窓口');
  });

  it("lets a title known from the content win over the page's heading, wherever it sits, and follow it", () => {
    // Above the Page and inside it: React runs the inner effect first, yet the explicit title wins.
    const { rerender } = render(
      <Titled title={null}>
        <Page title="問い合わせ詳細" />
      </Titled>,
    );
    expect(document.title).toBe('問い合わせ詳細 | 窓口');
    rerender(
      <Titled title="問い合わせ #12 VPNに接続できません">
        <Page title="問い合わせ詳細" />
      </Titled>,
    );
    expect(document.title).toBe('問い合わせ #12 VPNに接続できません | 窓口');

    rerender(
      <Page title="ユーザー情報">
        <Titled title="ユーザー: 鈴木 一郎" />
      </Page>,
    );
    expect(document.title).toBe('ユーザー: 鈴木 一郎 | 窓口');
    rerender(
      <Page title="ユーザー情報">
        <Titled title="ユーザー: 鈴木 一郎（改名）" />
      </Page>,
    );
    expect(document.title).toBe('ユーザー: 鈴木 一郎（改名） | 窓口');
  });

  it('goes back to the heading when the explicit title goes', () => {
    const { rerender } = render(
      <Page title="問い合わせ一覧">
        <Titled title="新規問い合わせ" />
      </Page>,
    );
    expect(document.title).toBe('新規問い合わせ | 窓口');
    rerender(<Page title="問い合わせ一覧" />);
    expect(document.title).toBe('問い合わせ一覧 | 窓口');
  });
});
