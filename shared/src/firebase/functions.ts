import type { Functions } from 'firebase/functions';
import { firebaseApp } from './app';
import { loadAuth } from './auth';
import { CALLABLE_TIMEOUT_MS, EMULATOR_PORTS, FUNCTIONS_REGION, emulatorHost, usesEmulators } from './emulators';
import { once } from './lazy';

export const loadFunctions = once(async () => {
  // As for Firestore: a call made before the auth SDK is registered goes out without the user's token
  // (the Slack redirect page calls before the shell has loaded auth at idle time).
  const [sdk] = await Promise.all([import(/* webpackChunkName: "firebase-functions" */ 'firebase/functions'), loadAuth()]);
  const functions: Functions = sdk.getFunctions(await firebaseApp(), FUNCTIONS_REGION);
  if (usesEmulators()) {
    sdk.connectFunctionsEmulator(functions, emulatorHost(), EMULATOR_PORTS.functions);
  }
  return { functions, sdk };
});

/** Calls a callable function in asia-northeast1 and returns its data. */
export async function callFunction<Request, Response>(name: string, data: Request): Promise<Response> {
  const { functions, sdk } = await loadFunctions();
  const callable = sdk.httpsCallable<Request, Response>(functions, name, { timeout: CALLABLE_TIMEOUT_MS });
  const result = await callable(data);
  return result.data;
}
