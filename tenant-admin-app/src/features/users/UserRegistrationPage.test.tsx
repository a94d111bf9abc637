import type * as Data from '@madoguchi/shared/data';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UserRegistrationPage } from './UserRegistrationPage';
import { renderRoute } from '@madoguchi/shared/router/testing';
import { categoriesFailingOnce, deliverCategories } from './usersTestKit';

const createTenantUser = jest.fn();
const notifyInfo = jest.fn();
const watchCategories = jest.fn();
const findPersonByEmail = jest.fn();

jest.mock('@madoguchi/shared', () => ({
  notify: { info: (text: string) => notifyInfo(text), error: jest.fn() },
  emailProblem: (text: string) => (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text.trim()) ? null : 'メールアドレスの形式が正しくありません。'),
}));
jest.mock('./api/callables', () => ({ createTenantUser: (...args: unknown[]) => createTenantUser(...args) }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  watchCategories: (...args: unknown[]) => watchCategories(...args),
  findPersonByEmail: (...args: unknown[]) => findPersonByEmail(...args),
}));

const renderPage = () => renderRoute('/tenants/t1/admin/users/new', '/tenants/:tenantId/admin/users/new', <UserRegistrationPage />);
const name = () => screen.getByRole('textbox', { name: /氏名/ });
const email = () => screen.getByRole('textbox', { name: /メールアドレス/ });
const reading = () => screen.getByRole('textbox', { name: /フリガナ/ });
const register = () => fireEvent.click(screen.getByRole('button', { name: '登録する' }));

const categoryPicker = () => screen.getByRole('combobox', { name: 'ユーザーカテゴリ' });
const unreachable = () => Object.assign(new Error('deadline'), { code: 'functions/deadline-exceeded' });

beforeEach(() => {
  watchCategories.mockReset().mockReturnValue(deliverCategories());
  createTenantUser.mockReset();
  findPersonByEmail.mockReset().mockResolvedValue(null);
  notifyInfo.mockReset();
});

describe('UserRegistrationPage', () => {
  it('checks name and e-mail before sending anything', () => {
    renderPage();
    fireEvent.change(name(), { target: { value: '　' } });
    fireEvent.change(email(), { target: { value: 'not-an-address' } });
    register();
    expect(screen.getByText('氏名を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('メールアドレスの形式が正しくありません。')).toBeInTheDocument();
    fireEvent.change(name(), { target: { value: 'あ'.repeat(51) } });
    register();
    expect(screen.getByText('氏名は50文字以内で入力してください。')).toBeInTheDocument();
    expect(createTenantUser).not.toHaveBeenCalled();
  });

  it('accepts an address and a フリガナ typed in full width or hiragana, and sends them as the server stores them', async () => {
    createTenantUser.mockResolvedValue({ uid: 'new-uid' });
    renderPage();
    fireEvent.change(name(), { target: { value: '鈴木 花子' } });
    fireEvent.change(reading(), { target: { value: 'すずき　ﾊﾅｺ' } });
    fireEvent.change(email(), { target: { value: 'ｑａ－ｈａｎａｋｏ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ' } });
    register();
    await waitFor(() => expect(createTenantUser).toHaveBeenCalledTimes(1));
    expect(createTenantUser).toHaveBeenCalledWith(
      { tenantId: 't1', name: '鈴木 花子', nameReading: 'スズキ ハナコ', email: 'qa-hanako@a.example.com', isTenantAdmin: false, categoryIds: [] },
      expect.any(String),
    );
  });

  it('refuses a フリガナ that is not kana, and leaves a blank one out', async () => {
    createTenantUser.mockResolvedValue({ uid: 'new-uid' });
    renderPage();
    fireEvent.change(name(), { target: { value: '鈴木 花子' } });
    fireEvent.change(reading(), { target: { value: 'suzuki' } });
    fireEvent.change(email(), { target: { value: 'hanako@a.example.com' } });
    register();
    expect(screen.getByText('フリガナはカタカナかひらがなで入力してください。')).toBeInTheDocument();
    expect(createTenantUser).not.toHaveBeenCalled();
    fireEvent.change(reading(), { target: { value: '　' } });
    register();
    await waitFor(() => expect(createTenantUser).toHaveBeenCalledTimes(1));
    expect(createTenantUser.mock.calls[0][0]).not.toHaveProperty('nameReading');
  });

  it('says at the field that an address is registered already, sending nothing and keeping what was typed', async () => {
    findPersonByEmail.mockResolvedValueOnce({ uid: 'u-1', name: '山田 花子', email: 'hanako@a.example.com', categoryIds: [] });
    renderPage();
    fireEvent.change(name(), { target: { value: '山田 花子' } });
    fireEvent.change(email(), { target: { value: 'Hanako@A.example.com' } });
    register();

    expect(await screen.findByText('このメールアドレスのユーザーはすでに登録されています。')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveValue('Hanako@A.example.com');
    expect(findPersonByEmail).toHaveBeenCalledWith('t1', 'hanako@a.example.com');
    expect(createTenantUser).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: '登録する' })).toBeEnabled());
  });

  it('keeps what was typed when the server refuses, and retries with the same request id', async () => {
    createTenantUser.mockRejectedValueOnce(
      Object.assign(new Error('このメールアドレスのユーザーはすでに登録されています。'), { code: 'functions/already-exists' }),
    );
    createTenantUser.mockResolvedValueOnce({ uid: 'new-uid' });
    renderPage();
    fireEvent.change(name(), { target: { value: ' 山田 花子 ' } });
    fireEvent.change(email(), { target: { value: 'Hanako@A.example.com' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'ユーザーカテゴリ' })).toBeEnabled());
    fireEvent.click(screen.getByRole('combobox', { name: 'ユーザーカテゴリ' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: '総務部' }));
    fireEvent.click(screen.getByRole('switch'));
    register();

    expect(await screen.findByText('このメールアドレスのユーザーはすでに登録されています。')).toBeInTheDocument();
    expect(name()).toHaveValue(' 山田 花子 ');
    expect(email()).toHaveValue('Hanako@A.example.com');
    const sent = { tenantId: 't1', name: '山田 花子', email: 'hanako@a.example.com', isTenantAdmin: true, categoryIds: ['general'] };
    expect(createTenantUser).toHaveBeenCalledWith(sent, expect.any(String));

    register();
    await waitFor(() => expect(screen.getByRole('status', { name: '現在の場所' })).toHaveTextContent('/tenants/t1/admin/users/new-uid'));
    expect(createTenantUser.mock.calls[1]).toEqual([sent, createTenantUser.mock.calls[0][1]]);
    expect(notifyInfo).toHaveBeenCalledWith(expect.stringContaining('山田 花子さんを登録しました。'));
  });

  it('uses one request id per set of values: a lost answer retried as it was reuses it, a corrected e-mail gets a new one', async () => {
    // The first registration may have been applied with its answer lost: only its own id may repeat it.
    createTenantUser.mockRejectedValueOnce(unreachable()).mockRejectedValueOnce(unreachable()).mockResolvedValueOnce({ uid: 'u-2' });
    renderPage();
    fireEvent.change(name(), { target: { value: '山田 花子' } });
    fireEvent.change(email(), { target: { value: 'hanako@a.example.co' } });
    register();
    expect(await screen.findByText(/^サーバーに接続できませんでした/)).toBeInTheDocument();
    register();
    await waitFor(() => expect(createTenantUser).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: '登録する' })).toBeEnabled());

    fireEvent.change(email(), { target: { value: 'hanako@a.example.com' } });
    register();
    await waitFor(() => expect(screen.getByRole('status', { name: '現在の場所' })).toHaveTextContent('/tenants/t1/admin/users/u-2'));
    const [first, again, corrected] = createTenantUser.mock.calls as Array<[{ email: string }, string]>;
    expect(again?.[1]).toBe(first?.[1]);
    expect(corrected?.[0].email).toBe('hanako@a.example.com');
    expect(corrected?.[1]).toEqual(expect.any(String));
    expect(corrected?.[1]).not.toBe(first?.[1]);
  });

  it('says when the categories could not be read (not that there are none), and reads them again on request', async () => {
    watchCategories.mockReturnValue(categoriesFailingOnce('unavailable'));
    renderPage();
    expect(await screen.findByText(/^ユーザーカテゴリを読み込めませんでした。サーバーに接続できませんでした/)).toBeInTheDocument();
    expect(screen.queryByText('ユーザーカテゴリはまだありません。')).toBeNull();
    expect(categoryPicker()).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(categoryPicker()).toBeEnabled());
    expect(screen.queryByText(/ユーザーカテゴリを読み込めませんでした/)).toBeNull();
    fireEvent.click(categoryPicker());
    expect(screen.getByRole('menuitemcheckbox', { name: '営業部' })).toBeInTheDocument();
  });

  it('says when the tenant has no categories yet', async () => {
    watchCategories.mockReturnValue(deliverCategories([]));
    renderPage();
    expect(await screen.findByText('ユーザーカテゴリはまだありません。')).toBeInTheDocument();
    expect(categoryPicker()).toBeDisabled();
    expect(screen.queryByRole('button', { name: '再読み込み' })).toBeNull();
  });
});
