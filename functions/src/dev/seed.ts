// CLI: `node functions/lib/dev/seed.js` (npm run seed) while the emulators run. Puts the demo
// tenants and accounts of demo-accounts.json, and their content (demo-content.json,
// demo-inquiries.json), into the local Auth and Firestore emulators.
import { deleteApp } from 'firebase-admin/app';
import { adminApp } from '../admin';
import { demoContent } from './demoContent';
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
  const inquiries = Object.values(demoContent.inquiries).flat().length;
  const faqs = Object.values(demoContent.tenants).flatMap((tenant) => tenant.faqs).length;
  console.log(`  問い合わせ ${inquiries} 件、FAQ ${faqs} 件、リリースノート ${demoContent.patchNotes.length} 件 (demo-content.json, demo-inquiries.json)`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`デモデータを投入できませんでした: ${message}`);
  if (message.includes('ECONNREFUSED')) {
    console.error('エミュレーターが起動していません。npm start または node scripts/emulators/run.mjs で起動してください。');
  }
  process.exitCode = 1;
});
