import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { applyLocalEmulatorDefaults, assertLocalEmulators } from '../../../functions/src/dev/emulatorGuard';

/** Admin access to the local emulators, for tests that change data behind the browser's back. */
export function openAdmin(name: string): { db: Firestore; auth: Auth; close: () => Promise<void> } {
  applyLocalEmulatorDefaults(process.env);
  assertLocalEmulators(process.env);
  const app: App = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, name);
  return { db: getFirestore(app), auth: getAuth(app), close: () => deleteApp(app) };
}
