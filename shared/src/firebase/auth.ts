import type * as AuthSdkModule from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from './emulators';
import { once } from './lazy';

export type AuthSdk = typeof AuthSdkModule;
export interface AuthKit {
  auth: Auth;
  sdk: AuthSdk;
}

export const loadAuth = once(async (): Promise<AuthKit> => {
  const sdk = await import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth');
  const auth = sdk.initializeAuth(await firebaseApp(), {
    persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    popupRedirectResolver: sdk.browserPopupRedirectResolver,
  });
  auth.languageCode = 'ja';
  if (usesEmulators()) {
    sdk.connectAuthEmulator(auth, `http://${emulatorHost()}:${EMULATOR_PORTS.auth}`, {
      disableWarnings: true,
    });
  }
  return { auth, sdk };
});
