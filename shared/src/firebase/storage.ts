import type { FirebaseStorage } from 'firebase/storage';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from './emulators';
import { once } from './lazy';

export const loadStorage = once(async () => {
  const sdk = await import(/* webpackChunkName: "firebase-storage" */ 'firebase/storage');
  const storage: FirebaseStorage = sdk.getStorage(await firebaseApp());
  if (usesEmulators()) {
    sdk.connectStorageEmulator(storage, emulatorHost(), EMULATOR_PORTS.storage);
  }
  return { storage, sdk };
});
