// The emulator stack's API for other scripts (start, test): import from here.
export { clientEnv, emulators, hostingEmulator, hostingTargets, projectId } from './config.mjs';
export { emulatorArgs, emulatorEnv, storageAvailable } from './env.mjs';
export { logFile, startEmulators, storageUnavailableMessage } from './start.mjs';
