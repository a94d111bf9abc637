import { FluentProvider } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { brandTheme } from '../theme/brandTheme';
import { AreaTabs, type AreaTab } from './AreaTabs';

const TABS = [
  { path: '', label: '管理トップ' },
  { path: 'users', label: 'ユーザー' },
  { path: 'support', label: 'サポート' },
];

function Where() {
  return <output aria-label="現在地">{useLocation().pathname}</output>;
}

function renderAt(path: string, tabs: readonly AreaTab[] = TABS) {
  return render(
    <FluentProvider theme={brandTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <AreaTabs label="管理メニュー" base="/tenants/t1/admin" tabs={tabs} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

describe('AreaTabs', () => {
  it('selects the home tab on the area home', () => {
    renderAt('/tenants/t1/admin');
    expect(screen.getByRole('tab', { name: '管理トップ' })).toHaveAttribute('aria-selected', 'true');
  });

  it("selects the tab of the page's section, also on its sub-pages", () => {
    renderAt('/tenants/t1/admin/users/u-42');
    expect(screen.getByRole('tab', { name: 'ユーザー' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '管理トップ' })).toHaveAttribute('aria-selected', 'false');
  });

  it('selects a tab for the other paths it claims, the longest match winning', () => {
    const tabs = [...TABS, { path: 'categories', label: 'ユーザーカテゴリ', also: ['users/categories'] }];
    renderAt('/tenants/t1/admin/users/categories/c1', tabs);
    expect(screen.getByRole('tab', { name: 'ユーザーカテゴリ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'ユーザー' })).toHaveAttribute('aria-selected', 'false');
  });

  it('navigates below the base path', () => {
    renderAt('/tenants/t1/admin');
    fireEvent.click(screen.getByRole('tab', { name: 'サポート' }));
    expect(screen.getByRole('status', { name: '現在地' })).toHaveTextContent('/tenants/t1/admin/support');
    fireEvent.click(screen.getByRole('tab', { name: '管理トップ' }));
    expect(screen.getByRole('status', { name: '現在地' })).toHaveTextContent(/^\/tenants\/t1\/admin$/);
  });

  it('is a labelled navigation landmark', () => {
    renderAt('/tenants/t1/admin');
    expect(screen.getByRole('navigation', { name: '管理メニュー' })).toBeInTheDocument();
  });

  it('shows a badge beside a tab, named for screen readers, and none for a count of 0', () => {
    renderAt('/tenants/t1/admin', [
      { path: '', label: '管理トップ', badge: { count: 0, label: '未読 0 件' } },
      { path: 'users', label: 'ユーザー', badge: { count: 3, label: '未読 3 件' } },
      { path: 'support', label: 'サポート', badge: { count: 12, label: '未読 10 件以上' } },
    ]);
    const users = screen.getByRole('tab', { name: 'ユーザー（未読 3 件）' });
    expect(users).toHaveTextContent('ユーザー3');
    expect(screen.getByRole('tab', { name: 'サポート（未読 10 件以上）' })).toHaveTextContent('サポート9+');
    expect(screen.getByRole('tab', { name: '管理トップ' }).querySelector('.fui-CounterBadge')).toBeNull();
  });
});
