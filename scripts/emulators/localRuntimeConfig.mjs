// The runtime config of the local stack as every build carries it (dist/runtime-config.json): the
// file config/runtime-config.local.json, and whether the Storage emulator runs beside the others. It
// cannot start offline; the apps then say uploads are unavailable without asking its port (a refused
// connection logged on every page).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.mjs';
import { storageAvailable } from './env.mjs';

export const localRuntimeConfigFile = path.join(repoRoot, 'config', 'runtime-config.local.json');

/**
 * @param {{ storage?: boolean }} [options] whether the Storage emulator runs (default: whether it can,
 *   as startEmulators decides)
 */
export function localRuntimeConfig({ storage = storageAvailable() } = {}) {
  return { ...JSON.parse(readFileSync(localRuntimeConfigFile, 'utf8')), emulators: { storage } };
}

/** The same as the file's text. */
export const localRuntimeConfigText = (options) => `${JSON.stringify(localRuntimeConfig(options), null, 2)}\n`;
