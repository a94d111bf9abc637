// The registration and editing pages, which share CannedReplyForm: placeholders, preview, checks, saving.
import type * as Data from '@madoguchi/shared/data';
import { currentLocation, renderRoute } from '@madoguchi/shared/router/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CannedReplyEditorPage } from './CannedReplyEditorPage';
import { CannedReplyRegistrationPage } from './CannedReplyRegistrationPage';
import { CATEGORIES, REPLIES, ROUTES, deliver, refusal } from './cannedRepliesTestKit';

const fetchCannedReply = jest.fn();
const saveCannedReply = jest.fn();
const notifyInfo = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ saveCannedReply: (...args: unknown[]) => saveCannedReply(...args) }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  fetchCannedReply: (...args: unknown[]) => fetchCannedReply(...args),
  watchCategories: () => deliver(CATEGORIES),
}));

const renderEditor = (id = 'r-received') => renderRoute(`/tenants/tenant-a/admin/canned-replies/${id}`, ROUTES.editor, <CannedReplyEditorPage />);
const form = () => screen.findByRole('form', { name: '定型文の編集' });
const title = () => screen.getByRole('textbox', { name: /タイトル/ });
const body = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /本文/ });
const preview = () => screen.getByRole('region', { name: 'プレビュー' });

beforeEach(() => {
  fetchCannedReply.mockReset().mockImplementation((_tenantId: string, id: string) => Promise.resolve(REPLIES.find((reply) => reply.id === id) ?? null));
  saveCannedReply.mockReset();
  notifyInfo.mockReset();
});

describe('CannedReplyEditorPage', () => {
  it('starts from the stored canned reply, its preview filled with sample values', async () => {
    renderEditor('r-dev');
    await form();
    expect(fetchCannedReply).toHaveBeenCalledWith('tenant-a', 'r-dev');
    expect(title()).toHaveValue('開発用アカウント');
    expect(body()).toHaveValue('{{categoryName}}のアカウントは申請後に設定します。');
    expect(screen.getByRole('combobox', { name: /カテゴリ/ })).toHaveTextContent('開発部');
    expect(preview()).toHaveTextContent('総務部のアカウントは申請後に設定します。');
  });

  it('saves the changes trimmed, with the category chosen, says so and returns to the list', async () => {
    saveCannedReply.mockResolvedValue({ cannedReplyId: 'r-received' });
    renderEditor();
    await form();
    await userEvent.clear(title());
    await userEvent.type(title(), '  受付しました  ');
    fireEvent.click(screen.getByRole('combobox', { name: /カテゴリ/ }));
    fireEvent.click(await screen.findByRole('option', { name: '営業部' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(currentLocation()).toBe('/tenants/tenant-a/admin/canned-replies'));
    expect(saveCannedReply).toHaveBeenCalledWith(
      { tenantId: 'tenant-a', cannedReplyId: 'r-received', title: '受付しました', body: '{{requesterName}} さん\n#{{number}} を受け付けました。', categoryId: 'cat-sales' },
      expect.any(String),
    );
    expect(notifyInfo).toHaveBeenCalledWith('定型文「受付しました」を保存しました。');
  });

  it('writes a placeholder where the caret is, back in the box after it, and previews it filled', async () => {
    renderEditor();
    await form();
    await userEvent.clear(body());
    await userEvent.type(body(), 'いつもお世話になっております。');
    body().setSelectionRange(0, 0);
    fireEvent.select(body());
    fireEvent.click(screen.getByRole('button', { name: '依頼者名' }));
    expect(body()).toHaveValue('{{requesterName}}いつもお世話になっております。');
    await act(() => new Promise(requestAnimationFrame));
    expect(body()).toHaveFocus();
    expect(body().selectionStart).toBe('{{requesterName}}'.length);
    fireEvent.click(screen.getByRole('button', { name: '問い合わせ番号' }));
    expect(body()).toHaveValue('{{requesterName}}{{number}}いつもお世話になっております。');
    expect(preview()).toHaveTextContent('山田 太郎128いつもお世話になっております。');
  });

  it('adds a placeholder at the end of a body the admin has not clicked into', async () => {
    renderEditor();
    await form();
    fireEvent.click(screen.getByRole('button', { name: '自分の名前' }));
    expect(body()).toHaveValue('{{requesterName}} さん\n#{{number}} を受け付けました。{{adminName}}');
  });

  it('refuses an unknown placeholder beside the body, naming it, without calling the server', async () => {
    renderEditor();
    await form();
    await userEvent.clear(body());
    fireEvent.change(body(), { target: { value: '{{requestName}} さん' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/^本文の\{\{requestName\}\}は使用できない差し込み項目です。/)).toBeInTheDocument();
    expect(saveCannedReply).not.toHaveBeenCalled();
  });

  it('says which fields are wrong in Japanese', async () => {
    renderEditor();
    await form();
    await userEvent.clear(title());
    await userEvent.clear(body());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('タイトルを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('本文を入力してください。')).toBeInTheDocument();
    expect(saveCannedReply).not.toHaveBeenCalled();
  });

  it('keeps what was typed and says why when the save is refused', async () => {
    saveCannedReply.mockRejectedValue(refusal('選択したユーザーカテゴリが見つかりません。削除された可能性があります。選び直してから保存してください。'));
    renderEditor('r-gone');
    await form();
    expect(screen.getByRole('combobox', { name: /カテゴリ/ })).toHaveTextContent('（削除されたカテゴリ）');
    await userEvent.type(body(), '追記');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/^保存できませんでした。選択したユーザーカテゴリが見つかりません。/)).toBeInTheDocument();
    expect(body()).toHaveValue('旧部署のご案内です。追記');
    expect(currentLocation()).toBe('/tenants/tenant-a/admin/canned-replies/r-gone');
  });

  it('says so when there is no such canned reply', async () => {
    renderEditor('r-none');
    expect(await screen.findByText('定型文が見つかりません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '定型文一覧に戻る' })).toHaveAttribute('href', '/tenants/tenant-a/admin/canned-replies');
    expect(screen.queryByRole('form')).toBeNull();
  });
});

const renderRegistration = () => renderRoute('/tenants/tenant-a/admin/canned-replies/new', ROUTES.new, <CannedReplyRegistrationPage />);

async function fillIn() {
  await screen.findByRole('form', { name: '定型文の登録' });
  await userEvent.type(title(), '対応完了のご連絡');
  await userEvent.type(body(), ' さん、対応が完了しました。');
  body().setSelectionRange(0, 0);
  fireEvent.select(body());
  fireEvent.click(screen.getByRole('button', { name: '依頼者名' }));
}

describe('CannedReplyRegistrationPage', () => {
  it('starts empty, for any inquiry, with nothing to preview yet', async () => {
    renderRegistration();
    await screen.findByRole('form', { name: '定型文の登録' });
    expect(screen.getByRole('combobox', { name: /カテゴリ/ })).toHaveTextContent('指定なし（すべての問い合わせ）');
    expect(preview()).toHaveTextContent('本文を入力すると、ここに表示されます。');
  });

  it('registers a new canned reply, says so and returns to the list', async () => {
    saveCannedReply.mockResolvedValue({ cannedReplyId: 'new-id' });
    renderRegistration();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(currentLocation()).toBe('/tenants/tenant-a/admin/canned-replies'));
    expect(saveCannedReply).toHaveBeenCalledWith(
      { tenantId: 'tenant-a', cannedReplyId: null, title: '対応完了のご連絡', body: '{{requesterName}} さん、対応が完了しました。', categoryId: null },
      expect.any(String),
    );
    expect(notifyInfo).toHaveBeenCalledWith('定型文「対応完了のご連絡」を登録しました。');
  });

  it('keeps what was typed when the tenant is at its cap, and retries with the same request id', async () => {
    saveCannedReply.mockRejectedValue(refusal('定型文は200件まで登録できます。使わなくなった定型文を削除してから登録してください。', 'functions/failed-precondition'));
    renderRegistration();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText(/^保存できませんでした。定型文は200件まで登録できます。/)).toBeInTheDocument();
    expect(title()).toHaveValue('対応完了のご連絡');
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(saveCannedReply).toHaveBeenCalledTimes(2));
    const [[, first], [, second]] = saveCannedReply.mock.calls as [[unknown, string], [unknown, string]];
    expect(second).toBe(first);
  });
});
