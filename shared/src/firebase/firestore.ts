import type * as FirestoreSdkModule from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from './emulators';
import { once } from './lazy';

export type FirestoreSdk = typeof FirestoreSdkModule;
export interface FirestoreKit {
  db: Firestore;
  sdk: FirestoreSdk;
}

export const loadFirestore = once(async (): Promise<FirestoreKit> => {
  const sdk = await import(/* webpackChunkName: "firebase-firestore" */ 'firebase/firestore');
  const db = sdk.getFirestore(await firebaseApp());
  if (usesEmulators()) {
    sdk.connectFirestoreEmulator(db, emulatorHost(), EMULATOR_PORTS.firestore);
  }
  return { db, sdk };
});
