import { deleteApp, type App } from 'firebase-admin/app';
import { adminApp } from '../admin';
import { applyLocalEmulatorDefaults, assertLocalEmulators } from './emulatorGuard';

/**
 * Runs a seed script on the local emulators only, with the default Admin app, closed at the end so
 * the process can exit. A failure is printed after `failure` and sets the exit code.
 */
export function runSeedScript(failure: string, seed: (app: App) => Promise<void>): void {
  const run = async () => {
    applyLocalEmulatorDefaults(process.env);
    assertLocalEmulators(process.env);
    const app = adminApp();
    try {
      await seed(app);
    } finally {
      await deleteApp(app);
    }
  };
  run().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${failure}: ${message}`);
    if (message.includes('ECONNREFUSED')) {
      console.error('エミュレーターが起動していません。npm start または node scripts/emulators/run.mjs で起動してください。');
    }
    process.exitCode = 1;
  });
}
