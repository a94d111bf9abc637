import type * as Data from '@madoguchi/shared/data';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UserRegistrationPage } from './UserRegistrationPage';
import { CATEGORIES, renderAt } from './usersTestKit';

const createTenantUser = jest.fn();
const notifyInfo = jest.fn();

jest.mock('@madoguchi/shared', () => ({
  notify: { info: (text: string) => notifyInfo(text), error: jest.fn() },
  emailProblem: (text: string) => (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text.trim()) ? null : 'メールアドレスの形式が正しくありません。'),
}));
jest.mock('@madoguchi/shared/api', () => ({ tenantAdminApi: { createTenantUser: (...args: unknown[]) => createTenantUser(...args) } }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  watchCategories: () => async (onData: (categories: Data.Category[]) => void) => {
    onData(CATEGORIES);
    return () => undefined;
  },
}));

const renderPage = () => renderAt('/tenants/t1/admin/users/new', '/tenants/:tenantId/admin/users/new', <UserRegistrationPage />);
const name = () => screen.getByRole('textbox', { name: /氏名/ });
const email = () => screen.getByRole('textbox', { name: /メールアドレス/ });
const register = () => fireEvent.click(screen.getByRole('button', { name: '登録する' }));

beforeEach(() => {
  createTenantUser.mockReset();
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
});
