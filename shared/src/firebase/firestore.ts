import type * as FirestoreSdkModule from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { firebaseApp } from './app';
import { loadAuth } from './auth';
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from './emulators';
import { once } from './lazy';

export type FirestoreSdk = typeof FirestoreSdkModule;
export interface FirestoreKit {
  db: Firestore;
  sdk: FirestoreSdk;
}

export const loadFirestore = once(async (): Promise<FirestoreKit> => {
  // Firestore signs requests as the auth SDK's user only if auth is registered when Firestore starts;
  // otherwise it starts signed out, and a restored session's first reads (the shell defers the auth
  // SDK to idle time) are refused by the rules, ending their listeners.
  const [sdk, { countingSdk }] = await Promise.all([
    import(/* webpackChunkName: "firebase-firestore" */ 'firebase/firestore'),
    // Counts reads for the benchmark; loaded with the SDK, so not on the login page's start-up path. A
    // chunk of its own: app code in the SDK's chunk would make webpack split the SDK out of it.
    import(/* webpackChunkName: "firebase-read-counter" */ './countingSdk'),
    loadAuth(),
  ]);
  const db = sdk.getFirestore(await firebaseApp());
  if (usesEmulators()) {
    sdk.connectFirestoreEmulator(db, emulatorHost(), EMULATOR_PORTS.firestore);
  }
  return { db, sdk: countingSdk(sdk) };
});
