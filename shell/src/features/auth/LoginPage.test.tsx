import type * as Shared from '@madoguchi/shared';
import type { AuthState } from '@madoguchi/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LoginPage } from './LoginPage';

const sendSignInLink = jest.fn();
const notifyError = jest.fn();

const { emailProblem } = jest.requireActual<typeof Shared>('@madoguchi/shared');

jest.mock('@madoguchi/shared', () => ({
  // The real checks: the page must refuse exactly what the contract refuses.
  emailProblem: jest.requireActual<typeof Shared>('@madoguchi/shared').emailProblem,
  normalizeEmail: jest.requireActual<typeof Shared>('@madoguchi/shared').normalizeEmail,
  useAuth: (): Partial<AuthState> => ({ currentUserId: null, emailForSignIn: null }),
  usePageTitle: () => undefined,
  notify: { info: jest.fn(), error: (message: string) => notifyError(message) },
  sendSignInLink: (...args: unknown[]) => sendSignInLink(...args),
  signInWithGoogle: jest.fn(),
  completeRedirectSignIn: jest.fn(),
}));
jest.mock('./useSignInLink', () => ({ useSignInLink: () => ({ state: 'idle', finish: jest.fn() }) }));

const field = () => screen.getByRole('textbox', { name: /メールアドレス/ });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'ログイン用リンクを送信' }));

beforeEach(() => jest.clearAllMocks());

describe('LoginPage', () => {
  it('refuses an address that is not one, says why on the field and keeps what was typed', () => {
    render(<LoginPage />);
    fireEvent.change(field(), { target: { value: 'user@@example' } });
    send();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(emailProblem('user@@example'));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAttribute('aria-describedby', alert.id);
    expect(field()).toHaveValue('user@@example');
    expect(sendSignInLink).not.toHaveBeenCalled();
  });

  it('sends the link to the address as the server stores it, then says where it went', async () => {
    sendSignInLink.mockResolvedValue({ ok: true });
    render(<LoginPage />);
    fireEvent.change(field(), { target: { value: 'ｕｓｅｒ＠Ａ．ｅｘａｍｐｌｅ．ｃｏｍ' } });
    send();
    await screen.findByText('メールを確認してください');
    expect(sendSignInLink).toHaveBeenCalledWith('user@a.example.com', `${window.location.origin}/login`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the address and shows the reason when sending fails', async () => {
    sendSignInLink.mockResolvedValue({ ok: false, message: '送信できませんでした。' });
    render(<LoginPage />);
    fireEvent.change(field(), { target: { value: 'user@a.example.com' } });
    send();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('送信できませんでした。'));
    expect(field()).toHaveValue('user@a.example.com');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });
});
