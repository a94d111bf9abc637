import type * as CategoryAdminApi from './api/categoryAdmin';
import type * as Data from '@madoguchi/shared/data';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryEditorPage } from './CategoryEditorPage';
import { currentLocation, renderRoute } from '@madoguchi/shared/router/testing';
import { CATEGORIES, ROUTES, deliver, failingOnce, refusal } from './categoriesTestKit';

const fetchCategory = jest.fn();
const updateCategory = jest.fn();
const notifyInfo = jest.fn();
const watchCategories = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ updateCategory: (...args: unknown[]) => updateCategory(...args), deleteCategory: jest.fn() }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  watchCategories: (...args: unknown[]) => watchCategories(...args),
}));
jest.mock('./api/categoryAdmin', () => ({
  ...jest.requireActual<typeof CategoryAdminApi>('./api/categoryAdmin'),
  fetchCategory: (...args: unknown[]) => fetchCategory(...args),
  fetchCategoryUsage: () => Promise.resolve({ users: 0, faqs: 0, inquiries: 0 }),
}));

const renderPage = (id = 'cat-soumu') => renderRoute(`/tenants/tenant-a/admin/users/categories/${id}`, ROUTES.editor, <CategoryEditorPage />);
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const form = () => screen.findByRole('form', { name: 'ユーザーカテゴリ編集' });

beforeEach(() => {
  watchCategories.mockReset().mockReturnValue(deliver(CATEGORIES));
  fetchCategory.mockReset().mockImplementation((_tenantId: string, id: string) => Promise.resolve(CATEGORIES.find((category) => category.id === id) ?? null));
  updateCategory.mockReset();
  notifyInfo.mockReset();
});

describe('CategoryEditorPage', () => {
  it('starts from the stored category', async () => {
    renderPage();
    await form();
    expect(fetchCategory).toHaveBeenCalledWith('tenant-a', 'cat-soumu');
    expect(field(/カテゴリ名/)).toHaveValue('総務部');
    expect(field(/説明/)).toHaveValue('備品と施設の窓口です。');
    expect(field(/表示順/)).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'このカテゴリを削除' })).toBeInTheDocument();
  });

  it('saves the changes, says so and returns to the list', async () => {
    updateCategory.mockResolvedValue({ categoryId: 'cat-soumu' });
    renderPage();
    await form();
    await userEvent.clear(field(/カテゴリ名/));
    await userEvent.type(field(/カテゴリ名/), '総務・人事部');
    await userEvent.clear(field(/説明/));
    await userEvent.clear(field(/表示順/));
    await userEvent.type(field(/表示順/), '3');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(currentLocation()).toBe('/tenants/tenant-a/admin/categories'));
    expect(updateCategory).toHaveBeenCalledWith(
      { tenantId: 'tenant-a', categoryId: 'cat-soumu', name: '総務・人事部', description: '', order: 3 },
      expect.any(String),
    );
    expect(notifyInfo).toHaveBeenCalledWith('ユーザーカテゴリ「総務・人事部」を保存しました。');
  });

  it("lets the category keep its own name but not take another's", async () => {
    updateCategory.mockResolvedValue({ categoryId: 'cat-soumu' });
    renderPage();
    await form();
    await userEvent.clear(field(/カテゴリ名/));
    await userEvent.type(field(/カテゴリ名/), '開発部');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('「開発部」という名前のユーザーカテゴリはすでにあります。')).toBeInTheDocument();
    expect(updateCategory).not.toHaveBeenCalled();

    await userEvent.clear(field(/カテゴリ名/));
    await userEvent.type(field(/カテゴリ名/), '総務部');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updateCategory).toHaveBeenCalledTimes(1));
  });

  it("keeps the edits when the server refuses, with the server's message", async () => {
    updateCategory.mockRejectedValue(refusal('指定されたユーザーカテゴリが見つかりません。', 'functions/not-found'));
    renderPage();
    await form();
    await userEvent.type(field(/説明/), '（本社）');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存できませんでした。指定されたユーザーカテゴリが見つかりません。')).toBeInTheDocument();
    expect(field(/説明/)).toHaveValue('備品と施設の窓口です。（本社）');
    expect(currentLocation()).toBe('/tenants/tenant-a/admin/users/categories/cat-soumu');
    expect(notifyInfo).not.toHaveBeenCalled();
  });

  it('says when there is no such category', async () => {
    renderPage('cat-gone');
    expect(await screen.findByText('ユーザーカテゴリが見つかりません。')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    // One way back, in the message.
    expect(screen.getAllByRole('link', { name: 'ユーザーカテゴリ一覧に戻る' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'ユーザーカテゴリ一覧に戻る' }));
    expect(currentLocation()).toBe('/tenants/tenant-a/admin/categories');
  });

  it('offers a retry when the category could not be read', async () => {
    fetchCategory.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderPage();
    expect(await screen.findByText(/^ユーザーカテゴリを読み込めませんでした。/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await form();
    expect(field(/カテゴリ名/)).toHaveValue('総務部');
  });

  it('offers a retry when the other categories could not be read', async () => {
    watchCategories.mockReturnValue(failingOnce(refusal('denied', 'permission-denied'), CATEGORIES));
    renderPage();
    expect(await screen.findByText('ユーザーカテゴリを読み込めませんでした。権限がありません。')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await form();
    expect(field(/カテゴリ名/)).toHaveValue('総務部');
    expect(fetchCategory).toHaveBeenCalledTimes(1);
  });
});
