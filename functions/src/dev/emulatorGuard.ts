/** Where the local emulator stack listens (firebase.json) and the demo project it serves. */
export const localEmulatorEnv = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  GCLOUD_PROJECT: 'demo-madoguchi',
  // Even against the emulator, the Firestore client looks for credentials and probes the GCE
  // metadata server (169.254.169.254); there is none on a developer machine.
  METADATA_SERVER_DETECTION: 'none',
} as const;

const emulatorHostVars = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const;
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Fills in the local emulator variables that are not set, so `node lib/dev/seed.js` just works. */
export function applyLocalEmulatorDefaults(env: NodeJS.ProcessEnv): void {
  for (const [name, value] of Object.entries(localEmulatorEnv)) {
    env[name] ||= value;
  }
}

export function isLoopback(hostAndPort: string): boolean {
  try {
    return loopbackHosts.has(new URL(`http://${hostAndPort}`).hostname);
  } catch {
    return false;
  }
}

/**
 * Throws unless both Auth and Firestore go to emulators on this machine. Without these variables the
 * Admin SDK talks to the real project, and demo data must never land there.
 */
export function assertLocalEmulators(env: NodeJS.ProcessEnv): void {
  for (const name of emulatorHostVars) {
    const value = env[name];
    if (!value || !isLoopback(value)) {
      throw new Error(
        `${name} が ${value ? `"${value}"` : '未設定'} です。デモデータはローカルのエミュレーター` +
          `(localhost / 127.0.0.1)にしか投入しません。`,
      );
    }
  }
}
