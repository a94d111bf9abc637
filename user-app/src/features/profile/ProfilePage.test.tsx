import type { AuthState } from '@madoguchi/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ProfilePage } from './ProfilePage';

const saveOwnName = jest.fn();
const notifyInfo = jest.fn();
let auth: Partial<AuthState>;

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => auth,
  notify: { info: (message: string) => notifyInfo(message), error: jest.fn() },
}));
jest.mock('./api/profile', () => ({ saveOwnName: (...args: unknown[]) => saveOwnName(...args) }));

const TENANTS = [
  { id: 'tenant-a', name: '株式会社さくら商事', isTenantAdmin: false, createdAt: new Date(1) },
  { id: 'tenant-b', name: 'みなと物流株式会社', isTenantAdmin: true, createdAt: new Date(2) },
];

function renderPage() {
  return render(
    <>
      <ProfilePage />
    </>,
  );
}

const nameInput = () => screen.getByRole('textbox', { name: /お名前/ });
const saveButton = () => screen.getByRole('button', { name: '保存' });

beforeEach(() => {
  saveOwnName.mockReset();
  notifyInfo.mockReset();
  auth = {
    tenantId: 'tenant-a',
    currentUserId: 'u1',
    currentUserName: '鈴木 一郎',
    currentUser: { email: 'user@a.example.com' } as AuthState['currentUser'],
    tenants: TENANTS,
  };
});

describe('ProfilePage', () => {
  it('shows the saved name, the e-mail and each tenant with the role in it', () => {
    renderPage();
    expect(nameInput()).toHaveValue('鈴木 一郎');
    expect(screen.getByText('user@a.example.com')).toBeInTheDocument();
    const tenants = screen.getByRole('list', { name: '所属テナント' });
    expect(within(tenants).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '株式会社さくら商事ユーザー（利用中）',
      'みなと物流株式会社テナント管理者',
    ]);
  });

  it('says the e-mail is being checked until the session is confirmed', () => {
    auth = { ...auth, currentUser: null };
    renderPage();
    expect(screen.getByText('確認中…')).toBeInTheDocument();
  });

  it('refuses an empty or blank name, and one over 50 characters, without saving', () => {
    renderPage();
    fireEvent.change(nameInput(), { target: { value: '　 ' } });
    expect(screen.getByText('お名前を入力してください。')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    fireEvent.change(nameInput(), { target: { value: 'あ'.repeat(51) } });
    expect(screen.getByText('お名前は50文字以内で入力してください。')).toBeInTheDocument();
    fireEvent.submit(nameInput().closest('form')!);
    fireEvent.change(nameInput(), { target: { value: 'あ'.repeat(50) } });
    expect(screen.queryByText(/お名前は50文字以内/)).toBeNull();
    expect(saveButton()).toBeEnabled();
    expect(saveOwnName).not.toHaveBeenCalled();
  });

  it('offers no save while the name is unchanged', () => {
    renderPage();
    expect(saveButton()).toBeDisabled();
    fireEvent.change(nameInput(), { target: { value: '鈴木 一郎 ' } });
    expect(saveButton()).toBeDisabled();
  });

  it('saves the trimmed name for this tenant and user, then follows the live name', async () => {
    saveOwnName.mockResolvedValue(undefined);
    const { rerender } = renderPage();
    fireEvent.change(nameInput(), { target: { value: '  鈴木 一郎（営業部） ' } });
    fireEvent.click(saveButton());
    expect(screen.getByRole('button', { name: '保存中…' })).toBeDisabled();
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('お名前を保存しました。'));
    expect(saveOwnName).toHaveBeenCalledWith('tenant-a', 'u1', '鈴木 一郎（営業部）');
    // The shell's listener brings the saved name back; the form shows it, no longer a draft.
    auth = { ...auth, currentUserName: '鈴木 一郎（営業部）' };
    rerender(
      <>
        <ProfilePage />
      </>,
    );
    expect(nameInput()).toHaveValue('鈴木 一郎（営業部）');
    expect(saveButton()).toBeDisabled();
  });

  it('keeps what was typed and shows why when saving fails', async () => {
    saveOwnName.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    renderPage();
    fireEvent.change(nameInput(), { target: { value: '新しい名前' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('権限がありません。')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('新しい名前');
    expect(saveButton()).toBeEnabled();
    expect(notifyInfo).not.toHaveBeenCalled();
  });
});
