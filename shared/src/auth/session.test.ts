import { messages } from '../messages/catalogue';

// The auth SDK is replaced here: these tests pin down how Google sign-in falls back and reports.
const sdk = {
  GoogleAuthProvider: jest.fn(),
  signInWithPopup: jest.fn(),
  signInWithRedirect: jest.fn(async () => undefined),
  getRedirectResult: jest.fn(),
  signOut: jest.fn(async () => undefined),
};
const loadAuth = jest.fn(async () => ({ auth: {}, sdk }));
jest.mock('../firebase/auth', () => ({ loadAuth: () => loadAuth() }));

import { authStore } from './authStore';
import { initFirebase } from '../firebase/app';
import { isSignInLink, sendSignInLink, signInWithGoogle, signOut } from './session';

const authError = (code: string, message = 'Firebase: error') => Object.assign(new Error(message), { code });

describe('Google sign-in', () => {
  beforeEach(() => jest.clearAllMocks());

  it('falls back to a redirect when the popup is blocked', async () => {
    sdk.signInWithPopup.mockRejectedValueOnce(authError('auth/popup-blocked'));
    expect(await signInWithGoogle()).toEqual({ status: 'redirecting' });
    expect(sdk.signInWithRedirect).toHaveBeenCalledTimes(1);
  });

  it('falls back to a redirect where popups are unsupported', async () => {
    sdk.signInWithPopup.mockRejectedValueOnce(authError('auth/operation-not-supported-in-this-environment'));
    expect(await signInWithGoogle()).toEqual({ status: 'redirecting' });
  });

  it('treats a closed popup as cancelled, without a toast', async () => {
    sdk.signInWithPopup.mockRejectedValueOnce(authError('auth/popup-closed-by-user'));
    expect(await signInWithGoogle()).toEqual({ status: 'cancelled' });
    expect(sdk.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('reports other failures with the code and message', async () => {
    sdk.signInWithPopup.mockRejectedValueOnce(authError('auth/internal-error', 'Firebase: oops'));
    expect(await signInWithGoogle()).toEqual({
      status: 'refused',
      message: messages.googleAuthFailed('auth/internal-error', 'Firebase: oops'),
    });
  });
});

describe('isSignInLink', () => {
  it('recognises a sign-in link without the SDK', () => {
    expect(isSignInLink('http://localhost:9000/login?mode=signIn&oobCode=abc&apiKey=k')).toBe(true);
  });
  it('ignores other pages and other action modes', () => {
    expect(isSignInLink('http://localhost:9000/login')).toBe(false);
    expect(isSignInLink('http://localhost:9000/login?mode=resetPassword&oobCode=abc')).toBe(false);
  });
});

describe('signing out', () => {
  it('forgets the pages drawn for this person before the app (their data), keeping the last tenant', async () => {
    localStorage.setItem('madoguchi.firstPaint', JSON.stringify([{ page: 'u1:/tenants/t1/inquiries/i1', data: {} }]));
    authStore.setState({ currentUserId: 'u1', lastTenantId: 't1' });
    await signOut();
    expect(localStorage.getItem('madoguchi.firstPaint')).toBeNull();
    expect(localStorage.getItem('madoguchi.lastTenantId')).toBe('t1');
  });

  it('forgets the unsent drafts this person kept in the browser, and only theirs', async () => {
    localStorage.setItem('madoguchi.draft/u1/t1/supportRequest', JSON.stringify({ values: { subject: '件名' } }));
    localStorage.setItem('madoguchi.draft/u2/t1/supportRequest', JSON.stringify({ values: { subject: '別の人' } }));
    authStore.setState({ currentUserId: 'u1', lastTenantId: 't1' });
    await signOut();
    expect(localStorage.getItem('madoguchi.draft/u1/t1/supportRequest')).toBeNull();
    expect(localStorage.getItem('madoguchi.draft/u2/t1/supportRequest')).not.toBeNull();
  });
});

describe('sending the sign-in link', () => {
  const fetchMock = jest.fn();
  beforeAll(() => initFirebase({ apiKey: 'KEY', projectId: 'demo' }));
  beforeEach(() => {
    fetchMock.mockReset();
    loadAuth.mockClear();
    globalThis.fetch = fetchMock;
    authStore.setState({ emailForSignIn: null });
  });

  it('asks Auth for the link itself, without the SDK, and remembers the address', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({}) });
    expect(await sendSignInLink('user@a.example.com', 'https://app.example.com/login')).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/accounts:sendOobCode\?key=KEY$/);
    expect(JSON.parse(String(init.body))).toMatchObject({ requestType: 'EMAIL_SIGNIN', email: 'user@a.example.com', continueUrl: 'https://app.example.com/login', canHandleCodeInApp: true });
    expect(authStore.getState().emailForSignIn).toBe('user@a.example.com');
    expect(loadAuth).not.toHaveBeenCalled();
  });

  it('says why in Japanese when Auth refuses, and remembers nothing', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 400, json: async () => ({ error: { message: 'INVALID_EMAIL' } }) });
    expect(await sendSignInLink('x@', 'https://app.example.com/login')).toEqual({
      ok: false,
      message: messages.mailLinkSendFailed('auth/invalid-email', 'INVALID_EMAIL'),
    });
    expect(authStore.getState().emailForSignIn).toBeNull();
  });
});
