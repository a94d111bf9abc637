import { deleteApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App as AdminApp } from 'firebase-admin/app';
import { demoProjectId, seedDemo } from '../../functions/src/dev/demoData';
import { firebaseApp, initFirebase } from '../../shared/src/firebase/app';
import { AUTH_EMULATOR } from './emulatorHosts';

export interface DemoClients {
  app: FirebaseApp;
  auth: Auth;
  adminApp: AdminApp;
}

/**
 * The shared package's Firebase client on the emulators, as a page has it, and an Admin app. The demo
 * is seeded again (idempotent), so a test file does not depend on the runner's seed.
 */
export async function startDemoClients(name: string): Promise<DemoClients> {
  // The Admin SDK's Firestore client would otherwise probe the GCE metadata server for credentials.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const adminApp = initializeAdminApp({ projectId: demoProjectId }, `${name}-${process.pid}`);
  await seedDemo(adminApp);
  initFirebase({ apiKey: 'demo-api-key', authDomain: 'localhost', projectId: demoProjectId });
  const app = await firebaseApp();
  // Not the shared loadAuth: that one asks for browser persistence. In Node this is in-memory, and
  // loadAuth (which loadFirestore awaits) reuses it.
  const auth = getAuth(app);
  connectAuthEmulator(auth, AUTH_EMULATOR, { disableWarnings: true });
  return { app, auth, adminApp };
}

/** Deleting the apps terminates Auth and Firestore, so no handle keeps jest alive. */
export async function stopDemoClients(clients: DemoClients | undefined): Promise<void> {
  if (!clients) return;
  await deleteApp(clients.app);
  await deleteAdminApp(clients.adminApp);
}
