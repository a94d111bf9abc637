// The emulator stack's API for other scripts (start, test): import from here.
export { emulators, hostingEmulator, hostingTargets, projectId } from './config.mjs';
export { clientEnv, emulatorStack } from './stack.mjs';
export { emulatorArgs, emulatorEnv, storageAvailable } from './env.mjs';
export { logFile, startEmulators, storageUnavailableMessage } from './start.mjs';
