import type * as CategoryAdminApi from './api/categoryAdmin';
import type { Category } from '@madoguchi/shared/data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATEGORIES_PAGE_SIZE, CategoriesPage } from './CategoriesPage';
import { currentLocation, renderRoute } from '@madoguchi/shared/router/testing';
import { CATEGORIES, ROUTES } from './categoriesTestKit';

const fetchCategoryPage = jest.fn();
const fetchMemberCounts = jest.fn();

jest.mock('./api/categoryAdmin', () => ({
  ...jest.requireActual<typeof CategoryAdminApi>('./api/categoryAdmin'),
  fetchCategoryPage: (...args: unknown[]) => fetchCategoryPage(...args),
  fetchMemberCounts: (...args: unknown[]) => fetchMemberCounts(...args),
}));

const COUNTS: Record<string, number> = { 'cat-sales': 12, 'cat-dev': 0, 'cat-soumu': 1200 };
const [SALES, DEV, SOUMU] = CATEGORIES as [Category, Category, Category];

const renderPage = () => renderRoute('/tenants/tenant-a/admin/categories', ROUTES.list, <CategoriesPage />);
const rows = () => within(screen.getByRole('table', { name: 'ユーザーカテゴリ一覧' })).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const failure = (code: string) => Object.assign(new Error(code), { code });
/** fetchMemberCounts' answer for the ids asked about. */
const countsOf = (_tenantId: string, ids: string[]) => Promise.resolve(Object.fromEntries(ids.map((id) => [id, COUNTS[id] ?? 0])));

beforeEach(() => {
  fetchCategoryPage.mockReset().mockResolvedValue({ items: CATEGORIES, next: null });
  fetchMemberCounts.mockReset().mockImplementation(countsOf);
});

describe('CategoriesPage', () => {
  it("lists the tenant's categories in display order with their description, order and member count", async () => {
    renderPage();
    await screen.findByText('1,200人');
    expect(fetchCategoryPage).toHaveBeenCalledWith('tenant-a', CATEGORIES_PAGE_SIZE, null);
    expect(fetchMemberCounts).toHaveBeenCalledWith('tenant-a', ['cat-sales', 'cat-dev', 'cat-soumu']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['表示順', 'カテゴリ名', '説明', 'ユーザー数']);
    expect(rows().map(cellsOf)).toEqual([
      ['1', '営業部', '法人営業を担当します。', '12人'],
      ['2', '開発部', '—', '0人'],
      ['5', '総務部', '備品と施設の窓口です。', '1,200人'],
    ]);
    expect(screen.queryByRole('button', { name: 'さらに表示' })).toBeNull();
  });

  it('pages with the cursor of the page before, counting only the new rows and keeping the counts above', async () => {
    const cursor = { id: 'cat-dev' };
    let countSoumu: (counts: Record<string, number>) => void = () => undefined;
    fetchCategoryPage.mockResolvedValueOnce({ items: [SALES, DEV], next: cursor }).mockResolvedValueOnce({ items: [SOUMU], next: null });
    fetchMemberCounts
      .mockImplementationOnce(countsOf)
      .mockImplementationOnce(() => new Promise((resolve) => (countSoumu = resolve)));
    renderPage();
    await screen.findByText('12人');
    expect(rows().map((row) => cellsOf(row)[1])).toEqual(['営業部', '開発部']);

    fireEvent.click(screen.getByRole('button', { name: 'さらに表示' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(fetchCategoryPage).toHaveBeenLastCalledWith('tenant-a', CATEGORIES_PAGE_SIZE, cursor);
    // The count is asked for in an effect after the rows are drawn; under load that can come a tick later.
    await waitFor(() => expect(fetchMemberCounts).toHaveBeenLastCalledWith('tenant-a', ['cat-soumu']));
    expect(rows().map((row) => cellsOf(row)[3])).toEqual(['12人', '0人', '集計中…']);

    countSoumu({ 'cat-soumu': 1200 });
    await screen.findByText('1,200人');
    expect(rows().map((row) => cellsOf(row).slice(0, 2))).toEqual([
      ['1', '営業部'],
      ['2', '開発部'],
      ['5', '総務部'],
    ]);
    expect(fetchCategoryPage).toHaveBeenCalledTimes(2);
    expect(fetchMemberCounts).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'さらに表示' })).toBeNull();
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
    expect(currentLocation()).toBe('/tenants/tenant-a/admin/users/categories/cat-dev');
  });

  it('opens registration from 新規登録', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '新規登録' }));
    expect(currentLocation()).toBe('/tenants/tenant-a/admin/users/categories/new');
  });

  it('says there are none yet and how to make one', async () => {
    fetchCategoryPage.mockResolvedValue({ items: [], next: null });
    renderPage();
    expect(await screen.findByText('ユーザーカテゴリはまだありません')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetchMemberCounts).not.toHaveBeenCalled();
  });

  it('shows why the list could not be read, and reads it again on request', async () => {
    fetchCategoryPage.mockRejectedValueOnce(failure('permission-denied'));
    renderPage();
    expect(await screen.findByText('ユーザーカテゴリを読み込めませんでした。権限がありません。')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await screen.findByText('1,200人');
    expect(screen.queryByText(/ユーザーカテゴリを読み込めませんでした/)).toBeNull();
    expect(fetchCategoryPage).toHaveBeenCalledTimes(2);
    expect(fetchCategoryPage).toHaveBeenLastCalledWith('tenant-a', CATEGORIES_PAGE_SIZE, null);
  });

  it('asks again for the page that failed after さらに表示', async () => {
    const cursor = { id: 'cat-dev' };
    fetchCategoryPage
      .mockResolvedValueOnce({ items: [SALES, DEV], next: cursor })
      .mockRejectedValueOnce(failure('unavailable'))
      .mockResolvedValueOnce({ items: [SOUMU], next: null });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'さらに表示' }));
    expect(await screen.findByText(/^ユーザーカテゴリを読み込めませんでした。/)).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(fetchCategoryPage.mock.calls.map((call: unknown[]) => call[2])).toEqual([null, cursor, cursor]);
  });

  it('keeps the list when counting fails, and counts again on request', async () => {
    fetchMemberCounts.mockRejectedValueOnce(failure('unavailable'));
    renderPage();
    expect(await screen.findByText(/^ユーザー数を集計できませんでした。/)).toBeInTheDocument();
    expect(rows().map((row) => cellsOf(row)[3])).toEqual(['—', '—', '—']);
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await screen.findByText('12人');
    expect(screen.queryByText(/ユーザー数を集計できませんでした/)).toBeNull();
    expect(fetchMemberCounts).toHaveBeenCalledTimes(2);
  });

  it('reads the first page and every count again on 最新の情報に更新', async () => {
    renderPage();
    await screen.findByText('1,200人');
    // Read again: new objects, as Firestore gives.
    fetchCategoryPage.mockResolvedValueOnce({ items: [{ ...SALES }, { ...SOUMU }], next: null });
    fetchMemberCounts.mockResolvedValueOnce({ 'cat-sales': 13, 'cat-soumu': 1201 });
    fireEvent.click(screen.getByRole('button', { name: '最新の情報に更新' }));
    await screen.findByText('1,201人');
    expect(rows().map(cellsOf)).toEqual([
      ['1', '営業部', '法人営業を担当します。', '13人'],
      ['5', '総務部', '備品と施設の窓口です。', '1,201人'],
    ]);
    expect(fetchCategoryPage).toHaveBeenLastCalledWith('tenant-a', CATEGORIES_PAGE_SIZE, null);
    expect(fetchMemberCounts).toHaveBeenLastCalledWith('tenant-a', ['cat-sales', 'cat-soumu']);
    expect(fetchMemberCounts).toHaveBeenCalledTimes(2);
  });
});
