// CLI: `node functions/lib/dev/seed.js` (npm run seed) while the emulators run. Puts the demo
// tenants and accounts of demo-accounts.json into the local Auth and Firestore emulators.
import { deleteApp } from 'firebase-admin/app';
import { adminApp } from '../admin';
import { demoAccounts, seedDemo } from './demoData';
import { applyLocalEmulatorDefaults, assertLocalEmulators } from './emulatorGuard';

async function main(): Promise<void> {
  applyLocalEmulatorDefaults(process.env);
  assertLocalEmulators(process.env);
  const app = adminApp();
  try {
    await seedDemo(app);
  } finally {
    // Closes the Firestore channel so the process can exit.
    await deleteApp(app);
  }
  console.log(`デモデータを投入しました (${process.env.GCLOUD_PROJECT}):`);
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(22)} ${account.summary}`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`デモデータを投入できませんでした: ${message}`);
  if (message.includes('ECONNREFUSED')) {
    console.error('エミュレーターが起動していません。npm start または node scripts/emulators/run.mjs で起動してください。');
  }
  process.exitCode = 1;
});
