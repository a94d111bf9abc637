import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { AdminAreaNav } from './AdminAreaNav';

function Where() {
  return <output aria-label="現在の場所">{useLocation().pathname}</output>;
}

/** The nav as Area.tsx mounts it, under the shell's /tenants/:tenantId/admin/*. */
function renderAt(path: string) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/tenants/:tenantId/admin/*" element={<AdminAreaNav />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </FluentProvider>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'テナント管理メニュー' });
const tab = (name: string) => within(nav()).getByRole('tab', { name });
const where = () => screen.getByRole('status', { name: '現在の場所' }).textContent;

describe('AdminAreaNav', () => {
  it("shows the area's main pages as tabs, in order, the home selected on the home", () => {
    renderAt('/tenants/tenant-a/admin');
    const names = ['管理トップ', 'ユーザー', 'ユーザーカテゴリ', 'Slack連携', 'サポート'];
    const tabs = within(nav()).getAllByRole('tab');
    expect(tabs).toHaveLength(names.length);
    // By accessible name: Fluent keeps a hidden bold copy of an unselected tab's text for its width.
    names.forEach((name, index) => expect(tabs[index]).toHaveAccessibleName(name));
    expect(tab('管理トップ')).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['ユーザー', '/tenants/tenant-a/admin/users'],
    ['ユーザーカテゴリ', '/tenants/tenant-a/admin/categories'],
    ['Slack連携', '/tenants/tenant-a/admin/slack'],
    ['サポート', '/tenants/tenant-a/admin/support'],
    ['管理トップ', '/tenants/tenant-a/admin'],
  ])('leads from %s to %s', (name, path) => {
    renderAt('/tenants/tenant-a/admin/users/u-1');
    fireEvent.click(tab(name));
    expect(where()).toBe(path);
    expect(tab(name)).toHaveAttribute('aria-selected', 'true');
  });

  it('selects the tab a sub-page belongs to, the category pages under ユーザーカテゴリ', () => {
    renderAt('/tenants/tenant-a/admin/users/categories/cat-1');
    expect(tab('ユーザーカテゴリ')).toHaveAttribute('aria-selected', 'true');
    expect(tab('ユーザー')).toHaveAttribute('aria-selected', 'false');
  });

  it('keeps to the tenant of the address, its id encoded', () => {
    renderAt(`/tenants/${encodeURIComponent('テナント b')}/admin`);
    fireEvent.click(tab('サポート'));
    expect(where()).toBe(`/tenants/${encodeURIComponent('テナント b')}/admin/support`);
  });
});
