import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { startEarlyLogin } from './earlyLogin';

// index.html's own login form, as the page is parsed: the first script makes it work before the app.
const page = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
const body = /<body>([\s\S]*)<\/body>/.exec(page)?.[1]?.replace(/<script>[\s\S]*?<\/script>/g, '') ?? '';

const fetchMock = jest.fn();
/** What fetch resolves with (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });
const field = () => screen.getByLabelText(/メールアドレス/) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'ログイン用リンクを送信' });
const submit = (typed: string) => {
  fireEvent.input(field(), { target: { value: typed } });
  fireEvent.click(sendButton());
};

beforeEach(() => {
  document.body.innerHTML = body;
  localStorage.clear();
  delete window.__madoguchiEarlyLogin;
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

describe("index.html's login form before the app arrives", () => {
  it('is shown, empty or with the address a link last went to', () => {
    localStorage.setItem('madoguchi.emailForSignIn', 'user@a.example.com');
    startEarlyLogin('demo-api-key');
    expect(screen.getByRole('heading', { name: '窓口にログイン' })).toBeVisible();
    expect(field()).toHaveValue('user@a.example.com');
  });

  it('refuses what the server would refuse, in the same words, and sends nothing', () => {
    startEarlyLogin('demo-api-key');
    submit('user@@example');
    expect(screen.getByRole('alert')).toHaveTextContent('メールアドレスの形式が正しくありません。');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.input(field(), { target: { value: 'user@' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("sends the link through Auth's REST endpoint (the emulator on a local page), then says where it went", async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    startEarlyLogin('demo-api-key');
    submit('  ＵＳＥＲ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ ');
    expect(screen.getByRole('button', { name: '送信しています…' })).toBeDisabled();
    await screen.findByRole('heading', { name: 'メールを確認してください' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost:9099/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key');
    expect(init.headers).toMatchObject({ 'X-Firebase-Locale': 'ja' });
    expect(JSON.parse(String(init.body))).toEqual({
      requestType: 'EMAIL_SIGNIN',
      email: 'user@a.example.com',
      continueUrl: `${window.location.origin}/login`,
      canHandleCodeInApp: true,
      clientType: 'CLIENT_TYPE_WEB',
    });
    expect(screen.getByText('user@a.example.com')).toBeInTheDocument();
    expect(localStorage.getItem('madoguchi.emailForSignIn')).toBe('user@a.example.com');
    expect(window.__madoguchiEarlyLogin?.sent).toEqual({ ok: true, email: 'user@a.example.com' });

    fireEvent.click(screen.getByRole('button', { name: '別のメールアドレスを使う' }));
    expect(sendButton()).toBeEnabled();
    expect(field()).toHaveValue('ＵＳＥＲ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ'); // as typed (an e-mail field trims)
  });

  it("says why the server refused, keeps the address and lets it be sent again", async () => {
    fetchMock.mockResolvedValue(answer(400, { error: { code: 400, message: 'QUOTA_EXCEEDED : Exceeded quota' } }));
    startEarlyLogin('demo-api-key');
    submit('user@a.example.com');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('ログイン用リンクのメール送信に失敗しました。(auth/quota-exceeded)'));
    expect(field()).toHaveValue('user@a.example.com');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(sendButton()).toBeEnabled();
    expect(localStorage.getItem('madoguchi.emailForSignIn')).toBeNull();
  });

  it('says so when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    startEarlyLogin('demo-api-key');
    submit('user@a.example.com');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('(auth/network-request-failed)'));
  });

  it('leaves the page alone once the app has taken it over', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    startEarlyLogin('demo-api-key');
    window.__madoguchiEarlyLogin!.taken = true;
    submit('user@a.example.com');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a Google sign-in asked for until the app can start it', () => {
    startEarlyLogin('demo-api-key');
    fireEvent.click(screen.getByRole('button', { name: 'Googleでログイン' }));
    expect(window.__madoguchiEarlyLogin?.googleRequested).toBe(true);
    expect(screen.getByRole('button', { name: 'ログインしています…' })).toBeDisabled();
  });

  it('only shows the form when the page carries no usable config', () => {
    startEarlyLogin(null);
    expect(screen.getByRole('heading', { name: '窓口にログイン' })).toBeVisible();
    expect(window.__madoguchiEarlyLogin).toBeUndefined();
  });
});
