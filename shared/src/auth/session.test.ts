import { messages } from '../messages/catalogue';

// The auth SDK is replaced here: these tests pin down how Google sign-in falls back and reports.
const sdk = {
  GoogleAuthProvider: jest.fn(),
  signInWithPopup: jest.fn(),
  signInWithRedirect: jest.fn(async () => undefined),
  getRedirectResult: jest.fn(),
  signOut: jest.fn(async () => undefined),
};
jest.mock('../firebase/auth', () => ({ loadAuth: async () => ({ auth: {}, sdk }) }));

import { authStore } from './authStore';
import { isSignInLink, signInWithGoogle, signOut } from './session';

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

  it('reports other failures with the code and message (SPEC.md section 8)', async () => {
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
});
