// Where one emulator stack runs. The spec's stack (docs/product.md#emulator-ports, from firebase.json)
// runs from the repository; npm test runs a second one beside it, on every port shifted by an offset, so
// that the integration tests need not wait for the browser tests, which must use the spec's ports (the
// apps are built for them). The shifted stack runs from a directory of its own under .cache: its
// firebase.json, a copy of the functions whose Slack stand-in listens on its own shifted port, and its
// own temporary directory (firebase-tools leaves a locator file there per project and hub).
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cacheDir, emulators, hostingEmulator, hub, projectId, repoRoot } from './config.mjs';

/** The Slack stand-in's settings (its port; scripts/slack/standIn.mjs reads the same file). */
const LOCAL_SLACK = JSON.parse(readFileSync(path.join(repoRoot, 'scripts', 'slack', 'localApp.json'), 'utf8'));

const firebaseJsonFile = path.join(repoRoot, 'firebase.json');
const functionsLib = path.join(repoRoot, 'functions', 'lib');
/** The ports firebase-tools takes beside the emulators unless told otherwise; a shifted stack moves them. */
const RESERVED = { logging: 4500, firestoreWebsocket: 9150, eventarc: 9299, tasks: 9499 };
/** Files firebase.json names, copied in: firebase-tools reads none from outside the project's directory. */
const CONFIG_FILES = ['firestore.rules', 'firestore.indexes.json', 'storage.rules'];
const FUNCTIONS_ENV_FILE = '.env.demo-madoguchi';

/**
 * @typedef {{ host: string, port: number }} Address
 * @typedef {{
 *   offset: number,
 *   dir: string,
 *   functionsDir: string,
 *   emulators: Record<'auth' | 'firestore' | 'functions' | 'storage', Address>,
 *   hub: Address,
 *   slackPort: number,
 *   tmpDir?: string,
 * }} EmulatorStack
 */

const shift = (address, offset) => ({ ...address, port: address.port + offset });
/** `object` without `key`. */
const without = (object, key) => Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));

/**
 * The stack on ports shifted by `offset` (0: the spec's own, run from the repository).
 * @param {number} [offset]
 * @returns {EmulatorStack}
 */
export function emulatorStack(offset = 0) {
  if (!offset) return { offset, dir: repoRoot, functionsDir: functionsLib, emulators, hub, slackPort: LOCAL_SLACK.port };
  const dir = path.join(cacheDir, `stack-${offset}`);
  return {
    offset,
    dir,
    functionsDir: path.join(dir, 'functions'),
    emulators: /** @type {EmulatorStack['emulators']} */ (Object.fromEntries(Object.entries(emulators).map(([name, address]) => [name, shift(address, offset)]))),
    hub: shift(hub, offset),
    slackPort: LOCAL_SLACK.port + offset,
    tmpDir: path.join(dir, 'tmp'),
  };
}

/**
 * Where each emulator of a stack listens (Hosting, which only the spec's stack serves: its first site).
 * @param {EmulatorStack} stack
 */
export const stackAddresses = (stack) => ({ ...stack.emulators, hosting: hostingEmulator });

/**
 * firebase.json for a shifted stack, from the repository's: the emulators and firebase-tools' own ports
 * shifted, rules and indexes read from the copies beside it, the functions from its copy, no Hosting.
 * @param {any} config the repository's firebase.json
 * @param {EmulatorStack} stack
 */
export function stackFirebaseJson(config, stack) {
  const reserved = (port) => shift({ host: hub.host, port }, stack.offset);
  return {
    ...without(config, 'hosting'),
    functions: config.functions.map((codebase) => ({ ...without(codebase, 'predeploy'), source: 'functions' })),
    emulators: {
      ...without(config.emulators, 'hosting'),
      ...stack.emulators,
      firestore: { ...stack.emulators.firestore, websocketPort: RESERVED.firestoreWebsocket + stack.offset },
      hub: stack.hub,
      logging: reserved(RESERVED.logging),
      eventarc: reserved(RESERVED.eventarc),
      tasks: reserved(RESERVED.tasks),
    },
  };
}

/**
 * The functions' environment file for a shifted stack: Slack is its own stand-in, on the shifted port.
 * @param {string} text the bundle's .env.demo-madoguchi
 * @param {EmulatorStack} stack
 */
export function stackFunctionsEnv(text, stack) {
  return text.replaceAll(`127.0.0.1:${LOCAL_SLACK.port}`, `127.0.0.1:${stack.slackPort}`);
}

/**
 * Writes a shifted stack's directory afresh from the built functions and firebase.json.
 * @param {EmulatorStack} stack
 */
export function prepareStackDir(stack) {
  if (!stack.offset) return;
  rmSync(stack.dir, { recursive: true, force: true });
  mkdirSync(stack.tmpDir, { recursive: true });
  cpSync(functionsLib, stack.functionsDir, { recursive: true });
  // The bundle finds its runtime packages as functions/lib does: in functions/node_modules, then the root's.
  symlinkSync(path.join(repoRoot, 'functions', 'node_modules'), path.join(stack.dir, 'node_modules'), 'dir');
  const envFile = path.join(stack.functionsDir, FUNCTIONS_ENV_FILE);
  writeFileSync(envFile, stackFunctionsEnv(readFileSync(envFile, 'utf8'), stack));
  for (const file of CONFIG_FILES) cpSync(path.join(repoRoot, file), path.join(stack.dir, file));
  const config = stackFirebaseJson(JSON.parse(readFileSync(firebaseJsonFile, 'utf8')), stack);
  writeFileSync(path.join(stack.dir, 'firebase.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * Variables that point code at a stack: the Admin SDK (seed, functions tests, rules tests), the hub
 * (functions/src/dev/emulatorTriggers.ts turns the stack's triggers off around bulk writes), and the
 * tests' own helpers (test/support/emulatorHosts.ts): the Functions emulator, the Slack stand-in's port
 * and the functions' directory.
 * @param {EmulatorStack} stack
 * @param {{ storage: boolean }} options whether the Storage emulator runs
 */
export function clientEnv(stack, { storage }) {
  const hostPort = ({ host, port }) => `${host}:${port}`;
  return {
    GCLOUD_PROJECT: projectId,
    // Stops the Admin SDK's Firestore client from probing the GCE metadata server (169.254.169.254).
    METADATA_SERVER_DETECTION: 'none',
    FIRESTORE_EMULATOR_HOST: hostPort(stack.emulators.firestore),
    FIREBASE_AUTH_EMULATOR_HOST: hostPort(stack.emulators.auth),
    FIREBASE_EMULATOR_HUB: hostPort(stack.hub),
    ...(storage ? { FIREBASE_STORAGE_EMULATOR_HOST: hostPort(stack.emulators.storage) } : {}),
    MADOGUCHI_FUNCTIONS_EMULATOR_HOST: hostPort(stack.emulators.functions),
    MADOGUCHI_SLACK_STAND_IN_PORT: String(stack.slackPort),
    MADOGUCHI_FUNCTIONS_DIR: stack.functionsDir,
  };
}
