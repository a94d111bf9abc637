// CLI: `node functions/lib/dev/seedVolume.js [--faqs N] [--inquiries N]` (or `--remove`, `--help`) while the
// emulators run. Puts the benchmark's tenant-bench with its volume of FAQ entries and inquiries, and
// its accounts, into the local Auth and Firestore emulators (volumeData.ts).
import { parseArgs } from 'node:util';
import { runSeedScript } from './seedScript';
import { benchAccounts, benchTenant } from './volumeContent';
import { DEFAULT_VOLUME, removeVolume, seedVolume } from './volumeData';

const USAGE = 'node functions/lib/dev/seedVolume.js [--faqs N] [--inquiries N] | --remove';

function count(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${flag} には 0 以上の整数を指定してください (${USAGE})`);
  return Number(value);
}

runSeedScript('ベンチマーク用のデータを投入できませんでした', async (app) => {
  const { values } = parseArgs({
    options: { faqs: { type: 'string' }, inquiries: { type: 'string' }, remove: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
  } else if (values.remove) {
    await removeVolume(app);
    console.log(`${benchTenant.id} とそのアカウントを削除しました。`);
  } else {
    const started = Date.now();
    const faqs = count(values.faqs, DEFAULT_VOLUME.faqs, '--faqs');
    const inquiries = count(values.inquiries, DEFAULT_VOLUME.inquiries, '--inquiries');
    const summary = await seedVolume(app, { faqs, inquiries, log: (line) => console.log(line) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`ベンチマーク用のデータを投入しました (${process.env.GCLOUD_PROJECT}、${seconds} 秒):`);
    console.log(`  ${benchTenant.name} (${benchTenant.id}): FAQ ${summary.faqs} 件、問い合わせ ${summary.inquiries} 件`);
    console.log(`  (メッセージ ${summary.messages} 件、通知 ${summary.notifications} 件、アカウント ${summary.accounts} 件)`);
    for (const account of benchAccounts.filter((a) => a.summary)) console.log(`  ${account.email.padEnd(24)} ${account.summary}`);
  }
});
