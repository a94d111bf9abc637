import type { User } from 'firebase/auth';
import { sendSignInLinkByRest, type SendLinkResult } from '../early/authRest';
import { firebaseOptions } from '../firebase/app';
import { loadAuth } from '../firebase/auth';
import { FIRST_PAINT_CACHE_KEY } from '../early/earlyPage';
import { messages } from '../messages/catalogue';
import { signedOutState } from './authState';
import { authStore } from './authStore';
import { forgetDrafts } from '../ui/keptDrafts';
import type { LoginPorts, Session } from './loginFlow';

// What runs once someone has signed in (their tenants, read from Firestore) loads then, not with the
// login page (issue 9).
const loadLoginFlow = () => import('./loginFlow');
const loadMemberships = async (uid: string) => (await import('./tenantsRepository')).fetchMemberships(uid);

export type SignInResult =
  | { status: 'signedIn'; session: Session }
  | { status: 'refused'; message: string }
  | { status: 'cancelled' }
  | { status: 'redirecting' };

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'unknown';
}
function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function applySession(session: Session, user: User): void {
  const { lastTenantId } = authStore.getState();
  authStore.setState({
    currentUserId: session.uid,
    currentUser: user,
    currentUserName: session.userName,
    tenantId: session.tenantId,
    lastTenantId: session.tenantId ?? lastTenantId,
    isTenantAdmin: session.isTenantAdmin,
    isSystemAdmin: session.isSystemAdmin,
    tenants: session.tenants,
    emailForSignIn: null,
  });
}

/** Runs the login flow for a freshly signed-in Firebase user and stores the session. */
async function finishSignIn(user: User): Promise<SignInResult> {
  const [{ auth, sdk }, { completeLogin }] = await Promise.all([loadAuth(), loadLoginFlow()]);
  const ports: LoginPorts = {
    signOut: () => sdk.signOut(auth),
    readClaims: async () => (await sdk.getIdTokenResult(user, true)).claims,
    fetchTenants: loadMemberships,
  };
  const outcome = await completeLogin(user, ports, authStore.getState().lastTenantId);
  if (!outcome.ok) {
    clearIdentity();
    return { status: 'refused', message: outcome.message };
  }
  applySession(outcome.session, user);
  return { status: 'signedIn', session: outcome.session };
}

// The browser refuses popups here; a full-page redirect still works.
const POPUP_UNAVAILABLE = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
  'auth/web-storage-unsupported',
]);
const POPUP_CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

export async function signInWithGoogle(): Promise<SignInResult> {
  const { auth, sdk } = await loadAuth();
  const provider = new sdk.GoogleAuthProvider();
  try {
    const credential = await sdk.signInWithPopup(auth, provider);
    return await finishSignIn(credential.user);
  } catch (error) {
    const code = errorCode(error);
    if (POPUP_CANCELLED.has(code)) return { status: 'cancelled' };
    if (POPUP_UNAVAILABLE.has(code)) {
      await sdk.signInWithRedirect(auth, provider);
      return { status: 'redirecting' };
    }
    return { status: 'refused', message: messages.googleAuthFailed(code, errorText(error)) };
  }
}

/** Completes a Google sign-in that fell back to a redirect; null when there was none. */
export async function completeRedirectSignIn(): Promise<SignInResult | null> {
  const { auth, sdk } = await loadAuth();
  try {
    const credential = await sdk.getRedirectResult(auth);
    return credential ? await finishSignIn(credential.user) : null;
  } catch (error) {
    return { status: 'refused', message: messages.googleAuthFailed(errorCode(error), errorText(error)) };
  }
}

/**
 * Sends the e-mail sign-in link through Auth's REST endpoint, the request the SDK's
 * sendSignInLinkToEmail makes: the link leaves at once, without waiting for the auth SDK to load.
 */
export async function sendSignInLink(email: string, continueUrl: string): Promise<SendLinkResult> {
  const result = await sendSignInLinkByRest(firebaseOptions().apiKey ?? '', email, continueUrl);
  if (result.ok) rememberSignInEmail(email);
  return result;
}

/** The address a sign-in link went to, for when it is opened in this browser (docs/product.md#e-mail-sign-in-link). */
export function rememberSignInEmail(email: string): void {
  authStore.setState({ emailForSignIn: email });
}

/** Whether a URL is an e-mail sign-in link; read without loading the auth SDK. */
export function isSignInLink(href: string): boolean {
  const params = new URL(href).searchParams;
  return params.get('mode') === 'signIn' && params.has('oobCode');
}

export async function finishSignInLink(href: string, email: string): Promise<SignInResult> {
  const { auth, sdk } = await loadAuth();
  let user: User;
  try {
    user = (await sdk.signInWithEmailLink(auth, email, href)).user;
  } catch (error) {
    return { status: 'refused', message: messages.mailLinkVerifyFailed(errorCode(error), errorText(error)) };
  }
  return finishSignIn(user);
}

/**
 * Forgets who is signed in, and the pages drawn for them before the app (their data); the last tenant
 * stays so the next login picks it again.
 */
function clearIdentity(): void {
  const { lastTenantId } = authStore.getState();
  authStore.setState({ ...signedOutState, lastTenantId });
  try {
    localStorage.removeItem(FIRST_PAINT_CACHE_KEY);
  } catch {
    // No storage, nothing kept.
  }
}

export async function signOut(): Promise<void> {
  const { currentUserId } = authStore.getState();
  if (currentUserId) forgetDrafts(currentUserId);
  clearIdentity();
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth);
}

/** Enters another of the user's tenants. */
export function switchTenant(tenantId: string): void {
  const tenant = authStore.getState().tenants.find((candidate) => candidate.id === tenantId);
  if (!tenant) return;
  authStore.setState({ tenantId: tenant.id, lastTenantId: tenant.id, isTenantAdmin: tenant.isTenantAdmin });
}

/**
 * Reconciles the stored identity with Firebase once the auth SDK is loaded: a session that Firebase
 * no longer has (expired, signed out elsewhere) is cleared, which sends the guard to /login.
 */
export async function watchAuthSession(): Promise<() => void> {
  const { auth, sdk } = await loadAuth();
  return sdk.onAuthStateChanged(auth, (user) => {
    const { currentUserId, tenants } = authStore.getState();
    if (user && user.uid === currentUserId) {
      authStore.setState({ currentUser: user });
      // The tenant list is kept in memory only; after a reload it is read again for switching.
      if (tenants.length === 0) {
        Promise.all([loadMemberships(user.uid), loadLoginFlow()]).then(
          ([memberships, { enterableTenants }]) => authStore.setState({ tenants: enterableTenants(memberships) }),
          () => undefined,
        );
      }
    } else if (!user && currentUserId) {
      clearIdentity();
    }
  });
}
