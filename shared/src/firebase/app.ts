import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import { once } from './lazy';

let configured: FirebaseOptions | undefined;

const sameOptions = (a: FirebaseOptions, b: FirebaseOptions) =>
  Object.keys({ ...a, ...b }).every((key) => a[key as keyof FirebaseOptions] === b[key as keyof FirebaseOptions]);

/**
 * Records the Firebase options once. The SDK itself loads with the first service that needs it, so
 * the login page draws before any Firebase code arrives. Every remote shares this module (a federation
 * singleton): calling again with the same options is a no-op, with different options a bug.
 */
export function initFirebase(options: FirebaseOptions): void {
  if (configured && !sameOptions(configured, options)) {
    throw new Error('Firebase は別の設定で初期化済みです。ページを再読み込みしてください。');
  }
  configured = options;
}

/** The options initFirebase recorded, for what talks to Firebase without the SDK (its REST endpoints). */
export function firebaseOptions(): FirebaseOptions {
  if (!configured) throw new Error('Firebase が初期化されていません (initFirebase を先に呼び出してください)。');
  return configured;
}

/** The default Firebase app, created on first use (and reused if it already exists). */
export const firebaseApp = once(async (): Promise<FirebaseApp> => {
  const options = firebaseOptions();
  const { getApp, getApps, initializeApp } = await import(/* webpackChunkName: "firebase-app" */ 'firebase/app');
  return getApps().length ? getApp() : initializeApp(options);
});
