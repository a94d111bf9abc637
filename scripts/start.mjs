#!/usr/bin/env node
// `npm start`: the whole local stack in one terminal — Firebase emulators with the demo data, and the
// shell and the three remotes on their dev servers (concurrently). Ctrl-C stops everything.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import concurrently from 'concurrently';
import { repoRoot } from './emulators/config.mjs';
import { startEmulators } from './emulators/index.mjs';
import { npm, run } from './lib/run.mjs';
import { startSlackStandIn } from './slack/standIn.mjs';

const demo = JSON.parse(readFileSync(path.join(repoRoot, 'functions/src/dev/demo-accounts.json'), 'utf8'));
const APPS = [
  { name: 'shell', port: 9000, color: 'cyan' },
  { name: 'user-app', port: 9001, color: 'green' },
  { name: 'tenant-admin-app', port: 9002, color: 'magenta' },
  { name: 'system-admin-app', port: 9003, color: 'yellow' },
];

function printWelcome(storage, slackUrl) {
  const rows = demo.accounts.map((account) => `  ${account.email.padEnd(24)} ${account.summary}`);
  console.log(`
窓口 (Madoguchi) のローカル環境が起動しました。

  アプリ        http://localhost:9000
  各エリア単体  ${APPS.slice(1).map((app) => `http://localhost:${app.port}`).join('  ')} (開発用ハーネス)
  Slack         ${slackUrl} (ローカルのスタンドイン: 従業員として問い合わせ・DM・/madoguchi、投稿の確認とスレッドへの返信)
${storage ? '' : '  ※ Storage エミュレーターは使えないため、添付ファイルのアップロードは無効です。\n'}
デモアカウント (メールのログイン用リンクでログインします):
${rows.join('\n')}

ログイン用リンクの確認: 別のターミナルで \`npm run mailbox\` を実行してください。
停止するには Ctrl-C を押してください。
`);
}

async function main() {
  if ((await npm(['run', 'build', '-w', 'functions'])) !== 0) throw new Error('functions のビルドに失敗しました。');
  const emulators = await startEmulators();
  const slack = await startSlackStandIn();
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\n停止しています…');
    await slack.close();
    await emulators.stop();
    process.exit(code);
  };
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));

  const seeded = await run(process.execPath, ['functions/lib/dev/seed.js'], { env: { ...process.env, ...emulators.env } });
  if (seeded !== 0) return stopAll(1);

  const { result } = concurrently(
    APPS.map((app) => ({ name: app.name, command: `npm run dev -w ${app.name}`, prefixColor: app.color })),
    { killOthersOn: ['failure'], cwd: repoRoot },
  );
  printWelcome(emulators.storage, slack.url);
  result.then(
    () => stopAll(0),
    () => stopAll(1),
  );
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
