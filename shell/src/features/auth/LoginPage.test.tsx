import type * as Shared from '@madoguchi/shared';
import type { AuthState } from '@madoguchi/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { forgetEarlyLogin, type EarlyLoginState, type EarlySendResult } from '../../early/loginHandover';
import { LoginPage } from './LoginPage';

const sendSignInLink = jest.fn();
const notifyError = jest.fn();
const rememberSignInEmail = jest.fn();
const signInWithGoogle = jest.fn();

const { emailProblem } = jest.requireActual<typeof Shared>('@madoguchi/shared');

jest.mock('@madoguchi/shared', () => ({
  // The real checks: the page must refuse exactly what the contract refuses.
  emailProblem: jest.requireActual<typeof Shared>('@madoguchi/shared').emailProblem,
  normalizeEmail: jest.requireActual<typeof Shared>('@madoguchi/shared').normalizeEmail,
  useAuth: (): Partial<AuthState> => ({ currentUserId: null, emailForSignIn: null }),
  usePageTitle: () => undefined,
  notify: { info: jest.fn(), error: (message: string) => notifyError(message) },
  sendSignInLink: (...args: unknown[]) => sendSignInLink(...args),
  rememberSignInEmail: (email: string) => rememberSignInEmail(email),
  signInWithGoogle: () => signInWithGoogle(),
  completeRedirectSignIn: jest.fn(),
}));
jest.mock('./useSignInLink', () => ({ useSignInLink: () => ({ state: 'idle', finish: jest.fn() }) }));

const field = () => screen.getByRole('textbox', { name: /メールアドレス/ });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'ログイン用リンクを送信' }));

beforeEach(() => {
  jest.clearAllMocks();
  signInWithGoogle.mockResolvedValue({ status: 'cancelled' });
  delete window.__madoguchiEarlyLogin;
  forgetEarlyLogin();
  document.body.replaceChildren();
});

/** index.html's form as the first script left it (shell/src/early/earlyLogin.ts), its field in the page. */
function earlyForm(typed: string, patch: Partial<EarlyLoginState> = {}): EarlyLoginState {
  const input = document.createElement('input');
  document.body.append(input);
  input.value = typed;
  const state: EarlyLoginState = { input, taken: false, sending: null, sent: null, googleRequested: false, ...patch };
  window.__madoguchiEarlyLogin = state;
  return state;
}

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

  describe('taking over from the form index.html drew', () => {
    it('keeps what was typed there, and the focus', () => {
      const state = earlyForm('user@a.exam');
      state.input.focus();
      render(<LoginPage />);
      expect(state.taken).toBe(true);
      expect(field()).toHaveValue('user@a.exam');
      expect(field()).toHaveFocus();
    });

    it('finishes a send it started: busy until the answer, then where the link went', async () => {
      let answer: (result: EarlySendResult) => void = () => undefined;
      const sending = new Promise<EarlySendResult>((resolve) => (answer = resolve));
      earlyForm('user@a.example.com', { sending });
      render(<LoginPage />);
      expect(screen.getByRole('button', { name: '送信しています…' })).toBeDisabled();
      await act(async () => answer({ ok: true, email: 'user@a.example.com' }));
      await screen.findByText('メールを確認してください');
      expect(screen.getByText('user@a.example.com')).toBeInTheDocument();
      expect(rememberSignInEmail).toHaveBeenCalledWith('user@a.example.com');
      expect(sendSignInLink).not.toHaveBeenCalled();
    });

    it('finishes a send answered between its first render and its effects', async () => {
      const state = earlyForm('user@a.example.com', { sending: new Promise<EarlySendResult>(() => undefined) });
      // The answer lands while the page renders (its first state says busy), before its effects run.
      const { sending } = state;
      Object.defineProperty(state, 'sent', {
        get: () => (sending && rendered ? { ok: true, email: 'user@a.example.com' } : null),
      });
      let rendered = false;
      const Probe = () => {
        rendered = true;
        return null;
      };
      render(
        <>
          <LoginPage />
          <Probe />
        </>,
      );
      await screen.findByText('メールを確認してください');
      expect(rememberSignInEmail).toHaveBeenCalledWith('user@a.example.com');
    });

    it('shows a refused send as the app does, keeping the address', async () => {
      const sent: EarlySendResult = { ok: false, message: 'ログイン用リンクのメール送信に失敗しました。', email: 'user@a.example.com' };
      earlyForm('user@a.example.com', { sending: Promise.resolve(sent), sent });
      render(<LoginPage />);
      await waitFor(() => expect(notifyError).toHaveBeenCalledWith(sent.message));
      expect(field()).toHaveValue('user@a.example.com');
      expect(screen.getByRole('button', { name: 'ログイン用リンクを送信' })).toBeEnabled();
      expect(rememberSignInEmail).not.toHaveBeenCalled();
    });

    it('starts the Google sign-in that was asked for before the app could', async () => {
      earlyForm('', { googleRequested: true });
      render(<LoginPage />);
      await waitFor(() => expect(signInWithGoogle).toHaveBeenCalledTimes(1));
    });

    it('takes over only once, when it is drawn', () => {
      const state = earlyForm('first@a.example.com');
      render(<LoginPage />);
      expect(state.taken).toBe(true);
      state.input.value = 'second@a.example.com';
      render(<LoginPage />);
      expect(screen.getAllByRole('textbox', { name: /メールアドレス/ }).map((input) => (input as HTMLInputElement).value)).toEqual([
        'first@a.example.com',
        '',
      ]);
    });
  });
});
