// The shared package's emulator settings (shared/src/firebase/emulators.ts) with the ports of the stack
// the run's environment names: the integration tests may run on a stack beside the spec's (npm test),
// so jest's integration project maps the package's `./emulators` here. The apps in the browser always
// use the spec's ports.
import { EMULATOR_PORTS as SPEC_PORTS } from '../../shared/src/firebase/emulators';
import { AUTH_HOST, FIRESTORE_HOST, FUNCTIONS_HOST, hostAndPort } from './emulatorHosts';

export * from '../../shared/src/firebase/emulators';

const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

export const EMULATOR_PORTS = {
  auth: hostAndPort(AUTH_HOST).port,
  firestore: hostAndPort(FIRESTORE_HOST).port,
  storage: storage ? hostAndPort(storage).port : SPEC_PORTS.storage,
  functions: hostAndPort(FUNCTIONS_HOST).port,
};
