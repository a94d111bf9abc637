import type * as Data from '@madoguchi/shared/data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TENANT_USERS_PAGE_SIZE } from '@madoguchi/shared/data';
import { UsersPage } from './UsersPage';
import { renderRoute } from '@madoguchi/shared/router/testing';
import { categoriesFailingOnce, deliverCategories, tenantUser } from './usersTestKit';

const fetchTenantUsers = jest.fn();
const watchCategories = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: jest.fn(), error: jest.fn() } }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  fetchTenantUsers: (...args: unknown[]) => fetchTenantUsers(...args),
  watchCategories: (...args: unknown[]) => watchCategories(...args),
}));

const renderPage = (search = '') => renderRoute(`/tenants/t1/admin/users${search}`, '/tenants/:tenantId/admin/users', <UsersPage />);
const rows = () => within(screen.getByRole('table', { name: 'ユーザー一覧' })).getAllByRole('row').slice(1);

beforeEach(() => {
  fetchTenantUsers.mockReset();
  watchCategories.mockReset().mockReturnValue(deliverCategories());
});

describe('UsersPage', () => {
  it('lists the users with role, categories and state, each linking to their information', async () => {
    fetchTenantUsers.mockResolvedValue({
      items: [tenantUser(), tenantUser({ uid: 'u2', name: '佐藤 花子', nameReading: '', email: 'sato@a.example.com', isTenantAdmin: true, categoryIds: ['sales', 'general'], status: 'disabled' })],
      next: null,
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toHaveTextContent('佐藤 花子sato@a.example.comテナント管理者営業部、総務部無効');
    // The reading, small above the name; 佐藤 花子 has none.
    expect(rows()[0]).toHaveTextContent(/^スズキ イチロウ鈴木 一郎suzuki@/);
    expect(within(rows()[0]!).getByRole('link', { name: '鈴木 一郎' })).toHaveAttribute('href', '/tenants/t1/admin/users/u1');
    expect(fetchTenantUsers).toHaveBeenCalledWith('t1', { text: '', categoryId: null, role: null, status: null, sort: 'name' }, TENANT_USERS_PAGE_SIZE, null);
  });

  it('reads the filter from the address and writes a changed one back', async () => {
    fetchTenantUsers.mockResolvedValue({ items: [tenantUser()], next: null });
    renderPage('?q=鈴木&role=admin');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(fetchTenantUsers).toHaveBeenLastCalledWith('t1', expect.objectContaining({ text: '鈴木', role: 'admin' }), TENANT_USERS_PAGE_SIZE, null);
    expect(screen.getByRole('textbox', { name: '氏名・フリガナ・メールアドレス' })).toHaveValue('鈴木');
    expect(screen.getByRole('combobox', { name: '権限' })).toHaveTextContent('テナント管理者');

    fireEvent.click(screen.getByRole('combobox', { name: '状態' }));
    fireEvent.click(screen.getByRole('option', { name: '無効' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '現在の場所' })).toHaveTextContent('status=disabled'));
    expect(screen.getByRole('status', { name: '現在の場所' })).toHaveTextContent(`/tenants/t1/admin/users?q=${encodeURIComponent('鈴木')}&role=admin&status=disabled`);
    await waitFor(() =>
      expect(fetchTenantUsers).toHaveBeenLastCalledWith('t1', expect.objectContaining({ role: 'admin', status: 'disabled' }), TENANT_USERS_PAGE_SIZE, null),
    );
  });

  it('says a search lists in 氏名順 when another order is chosen, and nothing when it is 氏名順 or no search', async () => {
    const note = 'キーワードで検索した結果は、氏名順に表示されます。';
    fetchTenantUsers.mockResolvedValue({ items: [tenantUser()], next: null });
    const { unmount } = renderPage('?q=すずき&sort=email');
    expect(await screen.findByText(note)).toBeInTheDocument();
    unmount();
    for (const search of ['?q=すずき', '?sort=email', '?q=、、&sort=email']) {
      const { unmount: done } = renderPage(search);
      await waitFor(() => expect(rows()).toHaveLength(1));
      expect([search, screen.queryByText(note)]).toEqual([search, null]);
      done();
    }
  });

  it('pages with the cursor of the page before', async () => {
    const cursor = { id: 'u1' };
    fetchTenantUsers.mockResolvedValueOnce({ items: [tenantUser()], next: cursor });
    fetchTenantUsers.mockResolvedValueOnce({ items: [tenantUser({ uid: 'u2', name: '高橋 次郎' })], next: null });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'さらに表示' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(fetchTenantUsers).toHaveBeenLastCalledWith('t1', expect.anything(), TENANT_USERS_PAGE_SIZE, cursor);
    expect(screen.queryByRole('button', { name: 'さらに表示' })).toBeNull();
  });

  it('says when nothing matches the filter, and shows a failed read with a retry', async () => {
    fetchTenantUsers.mockResolvedValueOnce({ items: [], next: null });
    renderPage('?status=disabled');
    expect(await screen.findByText('条件に一致するユーザーはいません')).toBeInTheDocument();

    fetchTenantUsers.mockReset();
    fetchTenantUsers.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'permission-denied' }));
    fetchTenantUsers.mockResolvedValueOnce({ items: [tenantUser()], next: null });
    fireEvent.click(screen.getByRole('button', { name: '最新の情報に更新' }));
    fireEvent.click(await screen.findByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('says when the categories could not be read, keeps the list, and reads them again on request', async () => {
    watchCategories.mockReturnValue(categoriesFailingOnce());
    fetchTenantUsers.mockResolvedValue({ items: [tenantUser()], next: null });
    renderPage();
    expect(await screen.findByText('ユーザーカテゴリを読み込めませんでした。権限がありません。')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'ユーザーカテゴリ' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('combobox', { name: 'ユーザーカテゴリ' })).toBeInTheDocument();
    expect(screen.queryByText(/ユーザーカテゴリを読み込めませんでした/)).toBeNull();
    expect(rows()[0]).toHaveTextContent('鈴木 一郎suzuki@a.example.comユーザー営業部');
    expect(fetchTenantUsers).toHaveBeenCalledTimes(1);
  });
});
