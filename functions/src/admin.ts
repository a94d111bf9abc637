import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';

/**
 * The default Admin SDK app. Several modules (and scripts) import this, so it initialises only once
 * per process; in Cloud Functions and the emulator the project comes from the environment.
 */
export function adminApp(): App {
  return getApps().length ? getApp() : initializeApp();
}
