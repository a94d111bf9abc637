// CLI: `node functions/lib/dev/seed.js` (npm run seed) while the emulators run. Puts the demo
// tenants and accounts of demo-accounts.json, and their content (demo-content.json,
// demo-inquiries.json), into the local Auth and Firestore emulators.
import { demoContent } from './demoContent';
import { demoAccounts, seedDemo } from './demoData';
import { runSeedScript } from './seedScript';

runSeedScript('デモデータを投入できませんでした', async (app) => {
  await seedDemo(app);
  console.log(`デモデータを投入しました (${process.env.GCLOUD_PROJECT}):`);
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(22)} ${account.summary}`);
  const inquiries = Object.values(demoContent.inquiries).flat().length;
  const faqs = Object.values(demoContent.tenants).flatMap((tenant) => tenant.faqs).length;
  console.log(`  問い合わせ ${inquiries} 件、FAQ ${faqs} 件、リリースノート ${demoContent.patchNotes.length} 件 (demo-content.json, demo-inquiries.json)`);
});
