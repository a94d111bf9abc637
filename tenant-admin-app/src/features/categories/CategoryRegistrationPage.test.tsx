import type * as Data from '@madoguchi/shared/data';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryRegistrationPage } from './CategoryRegistrationPage';
import { currentLocation, renderRoute } from '@madoguchi/shared/router/testing';
import { CATEGORIES, ROUTES, deliver, failingOnce, refusal } from './categoriesTestKit';

const createCategory = jest.fn();
const notifyInfo = jest.fn();
const watchCategories = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ createCategory: (...args: unknown[]) => createCategory(...args) }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  watchCategories: (...args: unknown[]) => watchCategories(...args),
}));

const renderPage = () => renderRoute('/tenants/tenant-a/admin/users/categories/new', ROUTES.new, <CategoryRegistrationPage />);
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const register = () => fireEvent.click(screen.getByRole('button', { name: '登録する' }));

beforeEach(() => {
  watchCategories.mockReset().mockReturnValue(deliver(CATEGORIES));
  createCategory.mockReset();
  notifyInfo.mockReset();
});

describe('CategoryRegistrationPage', () => {
  it('starts empty, ordered after the last category', async () => {
    renderPage();
    expect(await screen.findByRole('form', { name: 'ユーザーカテゴリ登録' })).toBeInTheDocument();
    expect(field(/カテゴリ名/)).toHaveValue('');
    expect(field(/説明/)).toHaveValue('');
    expect(field(/表示順/)).toHaveValue('6');
  });

  it('names each problem in Japanese and sends nothing', async () => {
    renderPage();
    await screen.findByRole('form', { name: 'ユーザーカテゴリ登録' });
    fireEvent.change(field(/表示順/), { target: { value: '12.5' } });
    register();
    expect(await screen.findByText('カテゴリ名を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('表示順は0〜9999の整数で入力してください。')).toBeInTheDocument();

    fireEvent.change(field(/カテゴリ名/), { target: { value: '営業部' } });
    expect(screen.queryByText('カテゴリ名を入力してください。')).toBeNull();
    register();
    expect(await screen.findByText('「営業部」という名前のユーザーカテゴリはすでにあります。')).toBeInTheDocument();
    expect(createCategory).not.toHaveBeenCalled();
  });

  it('registers the trimmed fields, says so and returns to the list', async () => {
    createCategory.mockResolvedValue({ categoryId: 'cat-new' });
    renderPage();
    await screen.findByRole('form', { name: 'ユーザーカテゴリ登録' });
    await userEvent.type(field(/カテゴリ名/), ' 人事部 ');
    await userEvent.type(field(/説明/), '採用と労務を担当します。');
    await userEvent.clear(field(/表示順/));
    await userEvent.type(field(/表示順/), '４');
    register();
    await waitFor(() => expect(currentLocation()).toBe('/tenants/tenant-a/admin/categories'));
    expect(createCategory).toHaveBeenCalledWith(
      { tenantId: 'tenant-a', name: '人事部', description: '採用と労務を担当します。', order: 4 },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(notifyInfo).toHaveBeenCalledWith('ユーザーカテゴリ「人事部」を登録しました。');
  });

  it("keeps what was typed and shows the server's message; a retry reuses the request id, a change makes a new one", async () => {
    createCategory
      .mockRejectedValueOnce(refusal('処理が混み合っています。しばらくしてから再度お試しください。', 'functions/unavailable'))
      .mockRejectedValueOnce(refusal('「人事部」という名前のユーザーカテゴリはすでにあります。'))
      .mockResolvedValueOnce({ categoryId: 'cat-new' });
    renderPage();
    await screen.findByRole('form', { name: 'ユーザーカテゴリ登録' });
    await userEvent.type(field(/カテゴリ名/), '人事部');
    register();
    expect(await screen.findByText(/^保存できませんでした。サーバーに接続できませんでした/)).toBeInTheDocument();
    expect(field(/カテゴリ名/)).toHaveValue('人事部');
    expect(screen.getByRole('button', { name: '登録する' })).toBeEnabled();

    register();
    expect(await screen.findByText('保存できませんでした。「人事部」という名前のユーザーカテゴリはすでにあります。')).toBeInTheDocument();
    expect(currentLocation()).toBe('/tenants/tenant-a/admin/users/categories/new');

    await userEvent.type(field(/カテゴリ名/), '（本社）');
    register();
    await waitFor(() => expect(currentLocation()).toBe('/tenants/tenant-a/admin/categories'));
    const [first, retry, changed] = createCategory.mock.calls as Array<[{ name: string }, string]>;
    expect(retry?.[1]).toBe(first?.[1]);
    expect(changed?.[0].name).toBe('人事部（本社）');
    expect(changed?.[1]).not.toBe(first?.[1]);
    expect(notifyInfo).toHaveBeenCalledTimes(1);
  });

  it('says when the categories could not be read, and reads them again on request', async () => {
    watchCategories.mockReturnValue(failingOnce(refusal('denied', 'permission-denied'), CATEGORIES));
    renderPage();
    expect(await screen.findByText('ユーザーカテゴリを読み込めませんでした。権限がありません。')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('form', { name: 'ユーザーカテゴリ登録' })).toBeInTheDocument();
    expect(field(/表示順/)).toHaveValue('6');
    expect(screen.queryByText(/読み込めませんでした/)).toBeNull();
  });

  it('goes back to the list on キャンセル without saving', async () => {
    renderPage();
    await screen.findByRole('form', { name: 'ユーザーカテゴリ登録' });
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(currentLocation()).toBe('/tenants/tenant-a/admin/categories');
    expect(createCategory).not.toHaveBeenCalled();
  });
});
