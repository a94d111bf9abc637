// What to hand to `firebase emulators:start` so that it runs fully offline.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { cacheDir, projectId, repoRoot } from './config.mjs';
import {
  chooseFirestoreJar,
  debianFirestoreJar,
  ensureFirestoreWrapperJar,
  missingFirestoreMessage,
} from './firestoreBinary.mjs';

const requireFromRepo = createRequire(`${repoRoot}/`);

/**
 * The jar paths firebase-tools itself would use (they depend on its pinned versions and on
 * FIREBASE_EMULATORS_PATH), read from firebase-tools rather than copied here.
 * @returns {{ firestore: string, storageRules: string }}
 */
function firebaseCachedJars() {
  const { DownloadDetails } = requireFromRepo('firebase-tools/lib/emulator/downloadableEmulators');
  return {
    firestore: DownloadDetails.firestore.downloadPath,
    storageRules: DownloadDetails.storage.downloadPath,
  };
}

/**
 * Whether the Storage emulator can start: it evaluates rules with a Java runtime that firebase-tools
 * downloads on first use, which is impossible offline.
 */
export function storageAvailable() {
  const override = process.env.STORAGE_EMULATOR_BINARY_PATH;
  return existsSync(override || firebaseCachedJars().storageRules);
}

async function assertJavaInstalled() {
  try {
    await promisify(execFile)('java', ['-version']);
  } catch {
    throw new Error(
      'Java が見つかりません。Firestore エミュレーターには Java 11 以上が必要です ' +
        '(apt-get install openjdk-17-jre-headless)。',
    );
  }
}

// Where firebase-tools reaches out to the network on start; offline each only costs time.
const offlineEnv = {
  // The Functions emulator runs `npm show firebase-functions` to suggest an upgrade (10 s time-out).
  npm_config_offline: 'true',
  // Without a login, google-auth-library probes the GCE metadata server at 169.254.169.254.
  METADATA_SERVER_DETECTION: 'none',
  NO_UPDATE_NOTIFIER: '1',
};

/**
 * The Functions emulator starts a worker process per call running at once and gives each 30 s to load;
 * 50 calls at once on a busy two-core machine need longer, and a worker that misses it leaves its call
 * unanswered ("Failed to load function", the caller waits out its own deadline).
 */
const loadedMachineEnv = { FUNCTIONS_DISCOVERY_TIMEOUT: '180' };

/**
 * One pool of workers for every function (patches/firebase-tools+13.35.0.patch): a worker started for
 * one function serves the next call of any other, as the emulator's debug mode does, but in parallel.
 * Upstream keeps a pool per function, and each of some 100 functions' first call (and each call beyond
 * the warm ones) started a process (about a second of CPU each, 420 in a test run). Idle workers above
 * the cap stop as they finish, which bounds the memory that bursts leave (about 140 MB a worker).
 */
const sharedWorkersEnv = { FUNCTIONS_EMULATOR_SHARED_WORKERS: 'true', FUNCTIONS_EMULATOR_MAX_IDLE_WORKERS: '32' };

/**
 * The Firestore emulator's JVM compiles with C1 only: its C2 compiler spent CPU optimising code that
 * runs minutes at most (five integration files: 48 → 24 CPU-s in the same wall time; a whole npm test's
 * two JVMs 271 → about 240). A developer's own JAVA_TOOL_OPTIONS come after, so theirs win.
 */
const jvmEnv = () => ({ JAVA_TOOL_OPTIONS: ['-XX:TieredStopAtLevel=1', process.env.JAVA_TOOL_OPTIONS].filter(Boolean).join(' ') });

async function firestoreEnv() {
  // An explicit override from the developer is left alone.
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};

  const choice = chooseFirestoreJar({
    firebaseCachedJar: firebaseCachedJars().firestore,
    debianJar: debianFirestoreJar,
    exists: existsSync,
  });
  switch (choice.kind) {
    case 'firebase-cache':
      return {};
    case 'debian':
      return { FIRESTORE_EMULATOR_BINARY_PATH: await ensureFirestoreWrapperJar({ outDir: cacheDir }) };
    default:
      throw new Error(missingFirestoreMessage);
  }
}

/**
 * Environment variables to add to firebase-tools' environment so that it starts offline. Builds the
 * Firestore wrapper jar when the Debian emulator is the one to use; throws a message saying what to
 * install when Java or the Firestore emulator is missing.
 * @returns {Promise<Record<string, string>>}
 */
export async function emulatorEnv() {
  await assertJavaInstalled();
  return { ...offlineEnv, ...loadedMachineEnv, ...sharedWorkersEnv, ...jvmEnv(), ...(await firestoreEnv()) };
}

/**
 * Arguments of `firebase` for the emulator suite.
 * @param {{ storage?: boolean, hosting?: boolean }} [options] include Storage (default: when it can
 *   run) and Hosting (default: no; only the preview serves the production builds through it)
 */
export function emulatorArgs({ storage = storageAvailable(), hosting = false } = {}) {
  const only = ['auth', 'firestore', 'functions', ...(storage ? ['storage'] : []), ...(hosting ? ['hosting'] : [])];
  return ['emulators:start', '--only', only.join(','), '--project', projectId];
}
