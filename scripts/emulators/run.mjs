// node scripts/emulators/run.mjs [--no-build] [--verbose]
// Builds the functions, starts the emulators, puts the demo data in and stays until Ctrl-C.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { emulators, repoRoot } from './config.mjs';
import { startEmulators } from './start.mjs';

const flags = new Set(process.argv.slice(2));

function runStep(description, command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${description}に失敗しました (${[command, ...args].join(' ')})`);
}

async function main() {
  if (!flags.has('--no-build')) runStep('functions のビルド', 'npm', ['run', 'build', '-w', 'functions']);

  const started = Date.now();
  const suite = await startEmulators({ verbose: flags.has('--verbose') });
  const shutdown = async () => {
    console.log('エミュレーターを停止しています…');
    await suite.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    runStep('デモデータの投入', process.execPath, [path.join('functions', 'lib', 'dev', 'seed.js')], {
      ...process.env,
      ...suite.env,
    });
  } catch (error) {
    await suite.stop();
    throw error;
  }

  const running = Object.entries(emulators).filter(([name]) => name !== 'storage' || suite.storage);
  console.log(`\nエミュレーターの準備ができました (${((Date.now() - started) / 1000).toFixed(1)} 秒):`);
  for (const [name, { host, port }] of running) console.log(`  ${name.padEnd(10)} http://${host}:${port}`);
  console.log(`ログ: ${suite.logFile}`);
  console.log('サインイン用リンクは `npm run mailbox` で表示できます。Ctrl-C で停止します。');
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
