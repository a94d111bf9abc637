// Starting and stopping the emulator suite from Node scripts (dev server, test runner, run.mjs).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { hostingServers, outputMarker, outputTail } from './cliOutput.mjs';
import { cacheDir, firebaseBin, hostingTargets, repoRoot } from './config.mjs';
import { emulatorArgs, emulatorEnv, storageAvailable } from './env.mjs';
import { answersHttp, assertPortsFree } from './ports.mjs';
import { descendantPids, signal, waitUntilGone } from './processTree.mjs';
import { clientEnv, emulatorStack, prepareStackDir, stackAddresses } from './stack.mjs';
import { niced } from '../lib/run.mjs';
import { ensureLocalSlackSecrets } from '../slack/localSecrets.mjs';

export const storageUnavailableMessage =
  'Storage エミュレーターは使えません(ルール実行用の JAR がありません)。ファイルのアップロードは無効です。' +
  ' / Storage emulator unavailable: file uploads are disabled.';

export const logFile = path.join(cacheDir, 'emulators.log');
const functionsEntry = path.join(repoRoot, 'functions', 'lib', 'index.js');
// The Functions emulator answers HTTP before it has loaded the functions; the CLI prints this banner
// only once every emulator, functions included, is loaded.
const readyBanner = 'All emulators ready!';
// Printed (and then the banner all the same) when functions/lib fails to load.
const functionsLoadFailure = 'Failed to load function definition';

/**
 * Starts `firebase emulators:start` and resolves once Auth, Firestore, Functions (and Storage when
 * available) answer HTTP and the CLI reports the functions loaded. Storage is left out, with one
 * line logged, where its rules runtime is missing. Rejects, leaving nothing running, when a port is
 * taken, something is missing or the suite does not come up.
 * @param {{ log?: (line: string) => void, verbose?: boolean, timeoutMs?: number, hosting?: boolean, env?: Record<string, string>,
 *   stack?: import('./stack.mjs').EmulatorStack, niceness?: number }} [options]
 *   verbose: pass the CLI's output to `log` as well as to the log file; hosting: also serve
 *   firebase.json's Hosting sites (the production builds), and wait until every site listens; env:
 *   variables for the CLI and the functions it runs; stack: where to run (stack.mjs; the spec's ports by default);
 *   niceness: the priority of the CLI, the emulators and the functions workers they start (nice(1))
 * @returns {Promise<{ stop: () => Promise<void>, storage: boolean, env: Record<string, string>, logFile: string,
 *   hosting?: Record<string, string> }>}
 *   env: variables that point Admin SDK code at these emulators; hosting: each Hosting target's URL
 *   (http://host:port) as the CLI reported it
 */
export async function startEmulators({ log = console.log, verbose = false, timeoutMs = 120_000, hosting = false, env = {}, stack = emulatorStack(), niceness = 0 } = {}) {
  if (!existsSync(firebaseBin)) {
    throw new Error('firebase-tools がインストールされていません。リポジトリの直下で `npm install` を実行してください。');
  }
  if (!existsSync(functionsEntry)) {
    throw new Error('functions/lib/index.js がありません。先に `npm run build -w functions` を実行してください。');
  }
  const storage = storageAvailable();
  const names = ['auth', 'firestore', 'functions', ...(storage ? ['storage'] : []), ...(hosting ? ['hosting'] : [])];
  if (hosting && stack.offset) throw new Error('Hosting エミュレーターは仕様どおりのポートのスタックでだけ起動します。');
  await assertPortsFree(names, stack);
  const extraEnv = await emulatorEnv();
  ensureLocalSlackSecrets();
  prepareStackDir(stack);
  if (!storage) log(storageUnavailableMessage);

  await mkdir(cacheDir, { recursive: true });
  const stackLog = stack.offset ? path.join(stack.dir, 'emulators.log') : logFile;
  const logStream = createWriteStream(stackLog);
  const tail = outputTail(40);
  // Own process group, so stop() can signal the CLI and its functions workers together, and a Ctrl-C
  // in the terminal reaches only our caller (a second SIGINT would make the CLI skip its cleanup).
  const [command, args] = niced(firebaseBin, emulatorArgs({ storage, hosting }), niceness);
  const child = spawn(command, args, {
    cwd: stack.dir,
    // Plain text for the log file (colorette reads NO_COLOR, the table's colour library FORCE_COLOR).
    env: { ...process.env, ...extraEnv, ...env, ...(stack.tmpDir ? { TMPDIR: stack.tmpDir } : {}), NO_COLOR: '1', FORCE_COLOR: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const banner = outputMarker(readyBanner);
  const functionsFailed = outputMarker(functionsLoadFailure);
  const sites = hostingServers(hosting ? hostingTargets : []);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => {
      logStream.write(text);
      tail.add(text);
      banner.scan(text);
      functionsFailed.scan(text);
      sites.scan(text);
      if (verbose) for (const line of text.trimEnd().split('\n')) log(`[firebase] ${line}`);
    });
  }
  const exited = new Promise((resolve) => {
    child.once('exit', (code, sig) => resolve({ code, sig }));
    child.once('error', (error) => resolve({ code: error.message }));
  });

  let knownPids = [];
  const killNow = () => {
    signal(-child.pid, 'SIGKILL');
    for (const pid of knownPids) signal(pid, 'SIGKILL');
  };
  // Last resort if our caller exits without stop(): leave no JVM holding the ports.
  process.once('exit', killNow);

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      knownPids = [...new Set([...knownPids, ...descendantPids(child.pid)])];
      signal(-child.pid, 'SIGINT');
      const timedOut = await Promise.race([exited.then(() => false), sleep(20_000, true, { ref: false })]);
      if (timedOut) signal(-child.pid, 'SIGKILL');
      await exited;
      // The Firestore JVM is in a group of its own; the CLI normally stops it, this makes sure.
      if (!(await waitUntilGone(knownPids, 5_000))) {
        for (const pid of knownPids) signal(pid, 'SIGKILL');
        await waitUntilGone(knownPids, 5_000);
      }
      process.removeListener('exit', killNow);
      await new Promise((resolve) => logStream.end(resolve));
    })());

  const abort = new AbortController();
  const pending = new Set(names);
  const outcome = await Promise.race([
    Promise.all([pollUntilAnswering(pending, stackAddresses(stack), abort.signal), banner.seen, sites.seen]).then(() => 'ready'),
    exited.then(({ code, sig }) => `firebase が終了しました (${code ?? sig})`),
    functionsFailed.seen.then(() => 'functions を読み込めませんでした (functions/lib のビルドを確認してください)'),
    sleep(timeoutMs, null, { signal: abort.signal }).then(
      () => {
        const silent = [...pending, ...sites.missing().map((target) => `hosting[${target}]`)];
        return `${timeoutMs / 1000} 秒待っても準備ができませんでした (応答なし: ${silent.join(', ') || 'なし'})`;
      },
    ),
  ]);
  abort.abort();
  if (outcome !== 'ready') {
    await stop();
    throw new Error(`エミュレーターを起動できませんでした: ${outcome}\n${tail}\n(全ログ: ${stackLog})`);
  }
  knownPids = descendantPids(child.pid);
  return { stop, storage, env: clientEnv(stack, { storage }), logFile: stackLog, ...(hosting ? { hosting: { ...sites.urls } } : {}) };
}

/** Polls the emulators' HTTP ports, removing each from `pending` once it answers. */
async function pollUntilAnswering(pending, addresses, abortSignal) {
  while (pending.size && !abortSignal.aborted) {
    for (const name of pending) if (await answersHttp(addresses[name])) pending.delete(name);
    if (pending.size) await sleep(250, null, { signal: abortSignal }).catch(() => {});
  }
}
