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

/**
 * Whether files can be uploaded. The local stack may run without the Storage emulator (its rules
 * runtime cannot be fetched offline); the form then says so instead of failing on send.
 */
export async function storageAvailable(): Promise<boolean> {
  if (!usesEmulators()) return true;
  try {
    // An opaque answer is enough: only a refused connection means the emulator is not there.
    await fetch(`http://${emulatorHost()}:${EMULATOR_PORTS.storage}/`, { mode: 'no-cors', signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}
