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
  const [sdk, counting] = await Promise.all([
    import(/* webpackChunkName: "firebase-firestore" */ 'firebase/firestore'),
    // Only where the benchmark or a test asked for it before the page loaded: its reads counted, its
    // query shapes recorded. A chunk of its own: app code in the SDK's chunk would make webpack split
    // the SDK out of it.
    instrumented() ? import(/* webpackChunkName: "firebase-read-counter" */ './countingSdk') : null,
    loadAuth(),
  ]);
  const db = sdk.getFirestore(await firebaseApp());
  if (usesEmulators()) {
    sdk.connectFirestoreEmulator(db, emulatorHost(), EMULATOR_PORTS.firestore);
  }
  return { db, sdk: counting ? counting.countingSdk(sdk) : sdk };
});

/** Whether the page was set up to count reads or record query shapes (readCounter.ts, queryShapes.ts). */
const instrumented = (): boolean => globalThis.__MADOGUCHI_COUNT_READS__ === true || globalThis.__MADOGUCHI_QUERY_SHAPES__ !== undefined;
