#!/usr/bin/env node
// `npm run preview [-- --no-build] [-- --verbose]`: the production builds served by the Firebase Hosting
// emulator with firebase.json's headers and rewrites, against the other emulators with the demo data:
// the closest thing to production on one machine. Stays until Ctrl-C.
//
// For tests: `startPreview()` does the same and resolves to the URLs and a stop(). It starts the
// emulators, so it needs their ports (and, on shared machines, the emulator lock) like `npm test`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { emulators, hostingEmulator, repoRoot } from './emulators/config.mjs';
import { localRuntimeConfig, localRuntimeConfigText } from './emulators/localRuntimeConfig.mjs';
import { startEmulators } from './emulators/start.mjs';
import { answersHttp } from './emulators/ports.mjs';
import { previewAppUrls, previewRuntimeConfig } from './hosting/previewConfig.mjs';
import { placeRuntimeConfig } from './hosting/runtimeConfigFiles.mjs';
import { HOSTING_APPS } from './hosting/sites.mjs';
import { npm, run } from './lib/run.mjs';
import { startSlackStandIn } from './slack/standIn.mjs';

const shellDist = path.join(repoRoot, HOSTING_APPS[0].publicDir);

/** Throws, naming what to run, when a production build is missing. */
function assertBuilt() {
  const missing = HOSTING_APPS.filter(({ publicDir, remote }) =>
    [remote ? 'mf-manifest.json' : 'index.html', 'main.js'].some((file) => !existsSync(path.join(repoRoot, publicDir, file))),
  ).map(({ app }) => app);
  if (missing.length) {
    throw new Error(`本番ビルドがありません (${missing.join(', ')})。\`npm run build\` を実行するか、--no-build を外してください。`);
  }
}

/** Waits until each site answers its entry file (the shell's page, each remote's manifest). */
async function assertSitesAnswer(urls) {
  for (const { app, remote } of HOSTING_APPS) {
    const { hostname, port } = new URL(urls[app]);
    const response = await answersHttp({ host: hostname, port: Number(port) }, remote ? '/mf-manifest.json' : '/');
    if (!response?.ok) throw new Error(`${app} (${urls[app]}) が応答しません${response ? ` (HTTP ${response.status})` : ''}。`);
  }
}

/**
 * Serves the production builds through the Hosting emulator, next to Auth, Firestore, Functions (and
 * Storage where it runs), and puts the demo data in. The shell's runtime config (dist/runtime-config.json
 * and its inline copy in index.html) is rewritten to the remotes' preview URLs until stop(), which puts
 * the local one (what the build writes) back.
 * @param {{ build?: boolean, seed?: boolean, slack?: boolean, verbose?: boolean, log?: (line: string) => void, logFile?: string, niceness?: number }} [options]
 *   build: run `npm run build` first (default false: use the existing builds); seed: put the demo data
 *   in (default true); slack: also start the local Slack stand-in on its port (default false); logFile:
 *   where the seed's output goes (default: this process's); niceness: the emulators' priority (nice(1))
 * @returns {Promise<{ urls: Record<'shell' | 'user-app' | 'tenant-admin-app' | 'system-admin-app', string>,
 *   runtimeConfig: object, env: Record<string, string>, storage: boolean, logFile: string, stop: () => Promise<void> }>}
 *   urls: each app's origin (http://127.0.0.1:<port>); env: variables pointing Admin SDK code at the emulators
 */
export async function startPreview({ build = false, seed = true, slack = false, verbose = false, log = console.log, logFile, niceness = 0 } = {}) {
  if (build && (await npm(['run', 'build'])) !== 0) throw new Error('本番ビルドに失敗しました。');
  assertBuilt();

  const suite = await startEmulators({ hosting: true, verbose, log, niceness });
  const restoreLocalConfig = () => placeRuntimeConfig(shellDist, localRuntimeConfigText(), { inline: true });
  let standIn;
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      process.removeListener('exit', restoreLocalConfig);
      restoreLocalConfig();
      await standIn?.close();
      await suite.stop();
    })());

  try {
    const urls = previewAppUrls(suite.hosting ?? {});
    const runtimeConfig = previewRuntimeConfig(localRuntimeConfig({ storage: suite.storage }), urls);
    // Also put back if our caller exits without stop(); the next build would, too.
    process.once('exit', restoreLocalConfig);
    placeRuntimeConfig(shellDist, `${JSON.stringify(runtimeConfig, null, 2)}\n`, { inline: true });
    await assertSitesAnswer(urls);
    if (seed) {
      const code = await run(process.execPath, [path.join('functions', 'lib', 'dev', 'seed.js')], {
        env: { ...process.env, ...suite.env },
        logFile,
      });
      if (code !== 0) throw new Error('デモデータの投入に失敗しました。');
    }
    if (slack) standIn = await startSlackStandIn();
    return { urls, runtimeConfig, env: suite.env, storage: suite.storage, logFile: suite.logFile, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function printWelcome(preview) {
  const { urls, storage, logFile } = preview;
  const backend = Object.entries(emulators)
    .filter(([name]) => name !== 'storage' || storage)
    .map(([name, { port }]) => `${name} ${port}`)
    .join(' · ');
  console.log(`
窓口のプレビュー (本番ビルド + Firebase Hosting エミュレーター) が起動しました。

  アプリ            ${urls.shell}
${HOSTING_APPS.filter((app) => app.remote)
  .map((app) => `  ${app.app.padEnd(17)} ${urls[app.app]}/mf-manifest.json`)
  .join('\n')}
  エミュレーター    ${backend}
${storage ? '' : '  ※ Storage エミュレーターは使えないため、添付ファイルのアップロードは無効です。\n'}
shell の runtime-config.json はこれらのポートを指しています (停止するとローカル用に戻します)。
Hosting の最初のサイトは ${hostingEmulator.port} 番、ほかは firebase-tools が選んだポートです。
ログイン用リンクの確認: 別のターミナルで \`npm run mailbox\`。ログ: ${logFile}
停止するには Ctrl-C を押してください。
`);
}

async function main() {
  const flags = new Set(process.argv.slice(2));
  const unknown = [...flags].filter((flag) => !['--no-build', '--verbose'].includes(flag));
  if (unknown.length) {
    console.error(`不明なオプションです: ${unknown.join(' ')} (使えるのは --no-build と --verbose です)。`);
    process.exit(2);
  }
  const preview = await startPreview({ build: !flags.has('--no-build'), slack: true, verbose: flags.has('--verbose') });
  // Kept for repeats: on Ctrl-C the terminal signals us and `npm run` forwards the same signal again.
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('プレビューを停止しています…');
    await preview.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  printWelcome(preview);
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
