import type { FirebaseStorage } from 'firebase/storage';
import type { LocalEmulators } from '../config/runtimeConfig';
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

let storageEmulatorRuns = false;

/**
 * Records which optional emulators the local stack runs (the runtime config's `emulators`); a
 * deployed config has none and needs none.
 */
export function setLocalEmulators(emulators: LocalEmulators | undefined): void {
  storageEmulatorRuns = emulators?.storage === true;
}

/**
 * Whether files can be uploaded. The local stack may run without the Storage emulator (its rules
 * runtime cannot be fetched offline); the form then says so instead of failing on send. The runtime
 * config says which: asking the port would log a refused connection on every such page.
 */
export async function storageAvailable(): Promise<boolean> {
  return !usesEmulators() || storageEmulatorRuns;
}
