import type * as AuthSdkModule from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from './emulators';
import { once } from './lazy';

export type AuthSdk = typeof AuthSdkModule;
export interface AuthKit {
  auth: Auth;
  sdk: AuthSdk;
}

/** The app's Auth instance and whether this call made it (only then is it ours to configure). */
function initializeOnce(sdk: AuthSdk, app: FirebaseApp): { auth: Auth; created: boolean } {
  try {
    // localStorage first: the page's first script reads the signed-in user synchronously and starts a
    // deep link's reads before the app's code runs (shell/src/early). A user kept in IndexedDB by an
    // earlier version is found there and moved by the SDK.
    const auth = sdk.initializeAuth(app, {
      persistence: [sdk.browserLocalPersistence, sdk.indexedDBLocalPersistence],
      popupRedirectResolver: sdk.browserPopupRedirectResolver,
    });
    return { auth, created: true };
  } catch (error) {
    // Idempotent: an Auth instance already made for this app (e.g. a test's in-memory one) is reused.
    if ((error as { code?: unknown }).code === 'auth/already-initialized') return { auth: sdk.getAuth(app), created: false };
    throw error;
  }
}

export const loadAuth = once(async (): Promise<AuthKit> => {
  const sdk = await import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth');
  const { auth, created } = initializeOnce(sdk, await firebaseApp());
  auth.languageCode = 'ja';
  if (created && usesEmulators()) {
    sdk.connectAuthEmulator(auth, `http://${emulatorHost()}:${EMULATOR_PORTS.auth}`, {
      disableWarnings: true,
    });
  }
  return { auth, sdk };
});
