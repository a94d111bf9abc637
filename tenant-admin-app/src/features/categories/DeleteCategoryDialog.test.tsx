import type * as CategoryAdminApi from './api/categoryAdmin';
import type { Category } from '@madoguchi/shared/data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import { renderRoute } from '@madoguchi/shared/router/testing';
import { CATEGORIES, ROUTES, refusal } from './categoriesTestKit';

const deleteCategory = jest.fn();
const fetchCategoryUsage = jest.fn();
const notifyInfo = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ deleteCategory: (...args: unknown[]) => deleteCategory(...args) }));
jest.mock('./api/categoryAdmin', () => ({
  ...jest.requireActual<typeof CategoryAdminApi>('./api/categoryAdmin'),
  fetchCategoryUsage: (...args: unknown[]) => fetchCategoryUsage(...args),
}));

const [SALES, DEV, SOUMU] = CATEGORIES as [Category, Category, Category];

function renderDialog() {
  const onDeleted = jest.fn();
  renderRoute(
    '/tenants/tenant-a/admin/users/categories/cat-sales',
    ROUTES.editor,
    <DeleteCategoryDialog tenantId="tenant-a" category={SALES} others={[DEV, SOUMU]} onDeleted={onDeleted} />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'このカテゴリを削除' }));
  return onDeleted;
}

const dialog = () => screen.findByRole('dialog', { name: '「営業部」を削除しますか?' });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: '削除する' }));

async function choose(target: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /移動先/ }));
  fireEvent.click(await screen.findByRole('option', { name: target }));
}

beforeEach(() => {
  deleteCategory.mockReset();
  notifyInfo.mockReset();
  fetchCategoryUsage.mockReset().mockResolvedValue({ users: 3, faqs: 2, inquiries: 1200 });
});

describe('DeleteCategoryDialog', () => {
  it('shows what uses the category, counted when the dialog opens', async () => {
    renderDialog();
    expect(fetchCategoryUsage).toHaveBeenCalledWith('tenant-a', 'cat-sales');
    const list = await screen.findByRole('list', { name: 'このカテゴリは次のデータで使われています。' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ユーザー: 3人',
      'よくある質問: 2件',
      '問い合わせ: 1,200件',
    ]);
    expect(screen.getByText('削除すると元に戻せません。')).toBeInTheDocument();
  });

  it('asks where they go, then moves them to the chosen category and says how many moved', async () => {
    deleteCategory.mockResolvedValue({ categoryId: 'cat-sales', moved: 1205, faqsDrafted: 0 });
    const onDeleted = renderDialog();
    await dialog();
    await screen.findByRole('list', { name: 'このカテゴリは次のデータで使われています。' });
    confirm();
    expect(await screen.findByText('移動先を選んでください。')).toBeInTheDocument();
    expect(deleteCategory).not.toHaveBeenCalled();

    await choose('開発部');
    expect(screen.queryByText('移動先を選んでください。')).toBeNull();
    confirm();
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(deleteCategory).toHaveBeenCalledWith({ tenantId: 'tenant-a', categoryId: 'cat-sales', reassignTo: 'cat-dev' }, expect.any(String));
    expect(notifyInfo).toHaveBeenCalledWith('ユーザーカテゴリ「営業部」を削除しました。1,205件を「開発部」に移しました。');
  });

  it('warns that choosing no category takes FAQ entries shown only to it back to the drafts, and says how many did', async () => {
    deleteCategory.mockResolvedValue({ categoryId: 'cat-sales', moved: 5, faqsDrafted: 2 });
    renderDialog();
    await screen.findByRole('list', { name: 'このカテゴリは次のデータで使われています。' });
    await choose('カテゴリなし');
    expect(screen.getByText('このカテゴリだけを公開範囲にしている公開中のよくある質問は、全員に公開されず下書きに戻ります。')).toBeInTheDocument();
    confirm();
    await waitFor(() =>
      expect(notifyInfo).toHaveBeenCalledWith(
        'ユーザーカテゴリ「営業部」を削除しました。5件からカテゴリの指定を外しました。このカテゴリだけに公開していたよくある質問2件を下書きに戻しました。公開範囲を選び直してから公開してください。',
      ),
    );
    expect(deleteCategory).toHaveBeenCalledWith({ tenantId: 'tenant-a', categoryId: 'cat-sales', reassignTo: null }, expect.any(String));
  });

  it('deletes a category nothing uses without asking where to', async () => {
    fetchCategoryUsage.mockResolvedValue({ users: 0, faqs: 0, inquiries: 0 });
    deleteCategory.mockResolvedValue({ categoryId: 'cat-sales', moved: 0, faqsDrafted: 0 });
    const onDeleted = renderDialog();
    expect(await screen.findByText('このカテゴリを使っているユーザー・よくある質問・問い合わせはありません。')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /移動先/ })).toBeNull();
    confirm();
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(deleteCategory).toHaveBeenCalledWith({ tenantId: 'tenant-a', categoryId: 'cat-sales', reassignTo: null }, expect.any(String));
    expect(notifyInfo).toHaveBeenCalledWith('ユーザーカテゴリ「営業部」を削除しました。');
  });

  it('still lets the admin choose and delete when the counts cannot be read', async () => {
    fetchCategoryUsage.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    deleteCategory.mockResolvedValue({ categoryId: 'cat-sales', moved: 2, faqsDrafted: 0 });
    renderDialog();
    expect(await screen.findByText(/^利用状況を確認できませんでした/)).toBeInTheDocument();
    await choose('カテゴリなし');
    expect(screen.getByText(/全員に公開されず下書きに戻ります/)).toBeInTheDocument();
    await choose('総務部');
    confirm();
    await waitFor(() => expect(deleteCategory).toHaveBeenCalledWith(expect.objectContaining({ reassignTo: 'cat-soumu' }), expect.any(String)));
  });

  it("stays open with the server's message on failure; retrying the same choice reuses the request id", async () => {
    deleteCategory.mockRejectedValueOnce(refusal('指定されたユーザーカテゴリが見つかりません。', 'functions/not-found'));
    deleteCategory.mockResolvedValueOnce({ categoryId: 'cat-sales', moved: 3, faqsDrafted: 0 });
    const onDeleted = renderDialog();
    await screen.findByRole('list', { name: 'このカテゴリは次のデータで使われています。' });
    await choose('総務部');
    confirm();
    expect(await screen.findByText('削除できませんでした。指定されたユーザーカテゴリが見つかりません。')).toBeInTheDocument();
    expect(await dialog()).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(notifyInfo).not.toHaveBeenCalled();

    confirm();
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    const [first, retry] = deleteCategory.mock.calls as Array<[unknown, string]>;
    expect(retry).toEqual(first);
  });

  it('deletes nothing when cancelled', async () => {
    renderDialog();
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteCategory).not.toHaveBeenCalled();
  });
});
