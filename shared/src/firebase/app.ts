import { getApp, getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';

/**
 * Initialises the default Firebase app once. Every remote shares this module (a Module Federation
 * singleton), so a second call with the same options is a no-op; different options are a bug.
 */
export function initFirebase(options: FirebaseOptions): FirebaseApp {
  if (getApps().length === 0) return initializeApp(options);
  const app = getApp();
  const current = app.options as Record<string, unknown>;
  const changed = Object.entries(options).some(([key, value]) => current[key] !== value);
  if (changed) {
    throw new Error('Firebase は別の設定で初期化済みです。ページを再読み込みしてください。');
  }
  return app;
}

export function firebaseApp(): FirebaseApp {
  if (getApps().length === 0) {
    throw new Error('Firebase が初期化されていません (initFirebase を先に呼び出してください)。');
  }
  return getApp();
}
