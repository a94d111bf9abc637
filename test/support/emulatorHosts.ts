// Where the emulators listen, for test code outside the apps: as the run's environment says (npm test
// sets it from the emulator config), else the ports of docs/product.md#emulator-ports. One place, so that a stack on
// other ports needs only the environment.
const hostOf = (variable: string | undefined, fallback: string) => variable || fallback;

export const FIRESTORE_HOST = hostOf(process.env.FIRESTORE_EMULATOR_HOST, '127.0.0.1:8080');
export const AUTH_HOST = hostOf(process.env.FIREBASE_AUTH_EMULATOR_HOST, '127.0.0.1:9099');
export const FUNCTIONS_HOST = hostOf(process.env.MADOGUCHI_FUNCTIONS_EMULATOR_HOST, '127.0.0.1:5001');
/** Where the stack's functions expect the Slack stand-in (its .env.demo-madoguchi); the spec stack's by default. */
export const SLACK_STAND_IN_PORT = Number(process.env.MADOGUCHI_SLACK_STAND_IN_PORT || 9300);

/** An HTTP function's URL on the stack's Functions emulator. */
export const functionUrl = (name: string): string => `http://${FUNCTIONS_HOST}/demo-madoguchi/asia-northeast1/${name}`;

/** The Auth emulator's origin (its REST API and its outbox). */
export const AUTH_EMULATOR = `http://${AUTH_HOST}`;

/** `host:port` apart, as the SDKs' connect…Emulator and the rules-testing library take them. */
export function hostAndPort(address: string): { host: string; port: number } {
  const at = address.lastIndexOf(':');
  return { host: address.slice(0, at), port: Number(address.slice(at + 1)) };
}
