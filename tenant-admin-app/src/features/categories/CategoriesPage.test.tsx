import type * as Data from '@madoguchi/shared/data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CategoriesPage } from './CategoriesPage';
import { CATEGORIES, ROUTES, currentPath, deliver, renderAt } from './categoriesTestKit';

const watchCategories = jest.fn();
const fetchMemberCounts = jest.fn();

jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  watchCategories: (...args: unknown[]) => watchCategories(...args),
  fetchMemberCounts: (...args: unknown[]) => fetchMemberCounts(...args),
}));

const renderPage = () => renderAt(ROUTES.list, '/tenants/tenant-a/admin/categories', <CategoriesPage />);
const rows = () => within(screen.getByRole('table', { name: 'ユーザーカテゴリ一覧' })).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

beforeEach(() => {
  watchCategories.mockReset().mockReturnValue(deliver(CATEGORIES));
  fetchMemberCounts.mockReset().mockResolvedValue({ 'cat-sales': 12, 'cat-dev': 0, 'cat-soumu': 1200 });
});

describe('CategoriesPage', () => {
  it("lists the tenant's categories in display order with their description, order and member count", async () => {
    renderPage();
    await screen.findByText('1,200人');
    expect(watchCategories).toHaveBeenCalledWith('tenant-a');
    expect(fetchMemberCounts).toHaveBeenCalledWith('tenant-a', ['cat-sales', 'cat-dev', 'cat-soumu']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['表示順', 'カテゴリ名', '説明', 'ユーザー数']);
    expect(rows().map(cellsOf)).toEqual([
      ['1', '営業部', '法人営業を担当します。', '12人'],
      ['2', '開発部', '—', '0人'],
      ['5', '総務部', '備品と施設の窓口です。', '1,200人'],
    ]);
  });

  it('says the counts are being taken until they arrive', async () => {
    fetchMemberCounts.mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(await screen.findAllByText('集計中…')).toHaveLength(3);
  });

  it("opens a category's editor from its name", async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: '開発部' });
    expect(link).toHaveAttribute('href', '/tenants/tenant-a/admin/users/categories/cat-dev');
    fireEvent.click(link);
    expect(currentPath()).toBe('/tenants/tenant-a/admin/users/categories/cat-dev');
  });

  it('opens registration from 新規登録', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '新規登録' }));
    expect(currentPath()).toBe('/tenants/tenant-a/admin/users/categories/new');
  });

  it('says there are none yet and how to make one', async () => {
    watchCategories.mockReturnValue(deliver([]));
    renderPage();
    expect(await screen.findByText('ユーザーカテゴリはまだありません')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetchMemberCounts).not.toHaveBeenCalled();
  });

  it('shows why the list could not be read', async () => {
    watchCategories.mockReturnValue(() => Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' })));
    renderPage();
    expect(await screen.findByText('ユーザーカテゴリを読み込めませんでした。権限がありません。')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the list when counting fails, and counts again on request', async () => {
    fetchMemberCounts.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderPage();
    expect(await screen.findByText(/^ユーザー数を集計できませんでした。/)).toBeInTheDocument();
    expect(rows().map((row) => cellsOf(row)[3])).toEqual(['—', '—', '—']);
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await screen.findByText('12人');
    expect(screen.queryByText(/ユーザー数を集計できませんでした/)).toBeNull();
    await waitFor(() => expect(fetchMemberCounts).toHaveBeenCalledTimes(2));
  });
});
