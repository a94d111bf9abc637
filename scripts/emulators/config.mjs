// Where the local emulator stack lives and listens. Ports come from firebase.json so that the
// firebase CLI, the scripts and the apps cannot disagree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectId = 'demo-madoguchi';
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Git-ignored; holds the Firestore wrapper jar and the emulator log. */
export const cacheDir = path.join(repoRoot, '.cache', 'emulators');
export const firebaseBin = path.join(repoRoot, 'node_modules', '.bin', 'firebase');

const firebaseJson = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));

/** @typedef {'auth' | 'firestore' | 'functions' | 'storage'} EmulatorName */

/** @type {Record<EmulatorName, { host: string, port: number }>} */
export const emulators = {
  auth: firebaseJson.emulators.auth,
  firestore: firebaseJson.emulators.firestore,
  functions: firebaseJson.emulators.functions,
  storage: firebaseJson.emulators.storage,
};

/**
 * The Hosting emulator, started only by `npm run preview` (scripts/preview.mjs). The first site of
 * firebase.json's "hosting" (the shell) listens here; firebase-tools gives the others ports of its own
 * choosing (port + 4 + i, or the next free one) and prints them.
 */
export const hostingEmulator = firebaseJson.emulators.hosting;
/** The Hosting targets of firebase.json, in its order. */
export const hostingTargets = firebaseJson.hosting.map((site) => site.target);

/** firebase-tools' defaults, not set in firebase.json; they must be free too. */
export const hub = { host: '127.0.0.1', port: 4400 };
