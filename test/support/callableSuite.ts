import { signOut } from 'firebase/auth';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { demoProjectId, seedDemo } from '../../functions/src/dev/demoData';
import { emulatorClient, type EmulatorClient } from './callableClient';
import { clearRateLimits } from './rateLimits';

export interface CallableSuite {
  /** The browser-like client whose signed-in user makes the calls. */
  client: EmulatorClient;
  /** Admin access to check what a call wrote (and to set up fixtures). */
  adminApp: App;
  db: Firestore;
}

/**
 * For a file of callable tests: seeds the demo data, opens a client and an Admin SDK app, clears the
 * rate limits before each test, signs the client out after each and closes both at the end. The fields
 * are set in beforeAll.
 */
export function useCallableSuite(name: string): CallableSuite {
  const suite = {} as CallableSuite;
  beforeAll(async () => {
    // The Admin SDK's Firestore client would otherwise probe the GCE metadata server for credentials.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    suite.adminApp = initializeApp({ projectId: demoProjectId }, `${name}-${process.pid}`);
    suite.db = getFirestore(suite.adminApp);
    await seedDemo(suite.adminApp);
    suite.client = emulatorClient(name);
  });
  // Each test starts with a fresh allowance of every per-user limit; the limits' own tests use them up.
  beforeEach(async () => {
    await clearRateLimits(suite.db);
  });
  afterEach(async () => {
    if (suite.client.auth.currentUser) await signOut(suite.client.auth);
  });
  afterAll(async () => {
    await suite.client?.close();
    if (suite.adminApp) await deleteApp(suite.adminApp);
  });
  return suite;
}
