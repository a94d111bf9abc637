import type { Functions } from 'firebase/functions';
import { firebaseApp } from './app';
import { CALLABLE_TIMEOUT_MS, EMULATOR_PORTS, FUNCTIONS_REGION, emulatorHost, usesEmulators } from './emulators';
import { once } from './lazy';

export const loadFunctions = once(async () => {
  const sdk = await import(/* webpackChunkName: "firebase-functions" */ 'firebase/functions');
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
