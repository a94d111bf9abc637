import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore as ClientFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { AUTH_EMULATOR, FIRESTORE_HOST, FUNCTIONS_HOST, hostAndPort } from './emulatorHosts';
import { settled } from './inquiryEvents';

export interface EmulatorClient {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
  db: ClientFirestore;
  /** Calls a callable in asia-northeast1 as the client's signed-in user; resolves once what it set off has run. */
  call: (name: string, data: unknown) => Promise<unknown>;
  close: () => Promise<void>;
}

/**
 * Longer than the SDK's 70 s: under a full test run on two cores, a burst of calls waits for the
 * emulator to start a worker process for each, and the tests check outcomes, not how long that takes.
 */
const CALL_TIMEOUT_MS = 200_000;

/** A client SDK app wired to the local emulators, as the browser's would be. */
export function emulatorClient(name: string): EmulatorClient {
  const app = initializeApp({ apiKey: 'demo-api-key', authDomain: 'localhost', projectId: 'demo-madoguchi' }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, AUTH_EMULATOR, { disableWarnings: true });
  const functions = getFunctions(app, 'asia-northeast1');
  const functionsAt = hostAndPort(FUNCTIONS_HOST);
  connectFunctionsEmulator(functions, functionsAt.host, functionsAt.port);
  const db = getFirestore(app);
  const firestoreAt = hostAndPort(FIRESTORE_HOST);
  connectFirestoreEmulator(db, firestoreAt.host, firestoreAt.port);
  return {
    app,
    auth,
    functions,
    db,
    call: async (callable, data) => (await settled(httpsCallable(functions, callable, { timeout: CALL_TIMEOUT_MS })(data))).data,
    close: () => deleteApp(app),
  };
}

/** The error code a call ends with, or 'ok'. */
export function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );
}
