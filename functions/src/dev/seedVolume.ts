// CLI: `node functions/lib/dev/seedVolume.js [--faqs N] [--inquiries N]` (or `--remove`, `--help`) while the
// emulators run. Puts the benchmark's tenant-bench with its volume of FAQ entries and inquiries, and
// its accounts, into the local Auth and Firestore emulators (volumeData.ts). With `--search [--inquiries N]
// [--users N]`, the text-search benchmark's tenant-search instead (searchVolume.ts).
import { parseArgs } from 'node:util';
import { DEFAULT_SEARCH_VOLUME, removeSearchVolume, searchAdmin, searchTenant, seedSearchVolume } from './searchVolume';
import { runSeedScript } from './seedScript';
import { benchAccounts, benchTenant } from './volumeContent';
import { DEFAULT_VOLUME, removeVolume, seedVolume } from './volumeData';

const USAGE = 'node functions/lib/dev/seedVolume.js [--faqs N] [--inquiries N] | --search [--inquiries N] [--users N] | [--search] --remove';

function count(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${flag} には 0 以上の整数を指定してください (${USAGE})`);
  return Number(value);
}

runSeedScript('ベンチマーク用のデータを投入できませんでした', async (app) => {
  const { values } = parseArgs({
    options: {
      faqs: { type: 'string' },
      inquiries: { type: 'string' },
      users: { type: 'string' },
      search: { type: 'boolean' },
      remove: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const started = Date.now();
  const done = () => `${process.env.GCLOUD_PROJECT}、${((Date.now() - started) / 1000).toFixed(1)} 秒`;
  if (values.help) {
    console.log(USAGE);
  } else if (values.remove) {
    await (values.search ? removeSearchVolume(app) : removeVolume(app));
    console.log(`${values.search ? searchTenant.id : benchTenant.id} とそのアカウントを削除しました。`);
  } else if (values.search) {
    const inquiries = count(values.inquiries, DEFAULT_SEARCH_VOLUME.inquiries, '--inquiries');
    const users = count(values.users, DEFAULT_SEARCH_VOLUME.users, '--users');
    const summary = await seedSearchVolume(app, { inquiries, users, log: (line) => console.log(line) });
    console.log(`検索ベンチマーク用のデータを投入しました (${done()}):`);
    console.log(`  ${searchTenant.name} (${searchTenant.id}): 問い合わせ ${summary.inquiries} 件、ユーザー ${summary.users} 件 (書き込み ${summary.writes} 件)`);
    console.log(`  ${searchAdmin.email.padEnd(24)} ${searchAdmin.summary}`);
  } else {
    const faqs = count(values.faqs, DEFAULT_VOLUME.faqs, '--faqs');
    const inquiries = count(values.inquiries, DEFAULT_VOLUME.inquiries, '--inquiries');
    const summary = await seedVolume(app, { faqs, inquiries, log: (line) => console.log(line) });
    console.log(`ベンチマーク用のデータを投入しました (${done()}):`);
    console.log(`  ${benchTenant.name} (${benchTenant.id}): FAQ ${summary.faqs} 件、問い合わせ ${summary.inquiries} 件`);
    console.log(`  (メッセージ ${summary.messages} 件、通知 ${summary.notifications} 件、アカウント ${summary.accounts} 件)`);
    for (const account of benchAccounts.filter((a) => a.summary)) console.log(`  ${account.email.padEnd(24)} ${account.summary}`);
  }
});
