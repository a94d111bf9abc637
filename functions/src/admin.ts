import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';

const DEFAULT_APP = '[DEFAULT]';

/**
 * The default Admin SDK app. Several modules (and scripts) import this, so it initialises only once
 * per process; in Cloud Functions and the emulator the project comes from the environment. Other apps
 * may exist already (firebase-functions makes one of its own for Firestore triggers), so it looks for
 * the default one by name.
 */
export function adminApp(): App {
  return getApps().some((app) => app.name === DEFAULT_APP) ? getApp() : initializeApp();
}
