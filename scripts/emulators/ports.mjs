// Checking the emulator ports before a start, and probing them while the suite comes up.
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectId } from './config.mjs';
import { emulatorStack, stackAddresses } from './stack.mjs';
import { commandLine, parentPid } from './processTree.mjs';

/** Resolves whether something accepts TCP connections on host:port. */
function portInUse({ host, port }) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const settle = (inUse) => {
      socket.destroy();
      resolve(inUse);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
    socket.once('timeout', () => settle(false));
  });
}

/** The HTTP response of host:port, or undefined when nothing answers within a second. */
export async function answersHttp({ host, port }, pathname = '/', { keepBody = false } = {}) {
  try {
    const response = await fetch(`http://${host}:${port}${pathname}`, { signal: AbortSignal.timeout(1000) });
    if (!keepBody) await response.body?.cancel();
    return response;
  } catch {
    return undefined;
  }
}

/**
 * Whether the suite on these ports is this project's: firebase-tools leaves a locator file for the
 * hub of each project it runs. Resolves the pid to stop (the CLI, found as the parent of the
 * Firestore JVM that the hub reports), or null when the suite is not ours.
 * @returns {Promise<{ pid: number | undefined } | null>}
 */
async function runningOwnSuite(stack) {
  const locator = await readFile(path.join(stack.tmpDir ?? os.tmpdir(), `hub-${projectId}.json`), 'utf8').catch(() => null);
  const response = locator === null ? undefined : await answersHttp(stack.hub, '/emulators', { keepBody: true });
  if (!response?.ok) return null;
  const running = /** @type {{ firestore?: { pid?: number } }} */ (await response.json());
  const javaPid = running.firestore?.pid;
  const cliPid = javaPid && parentPid(javaPid);
  return { pid: cliPid && commandLine(cliPid).includes('firebase') ? cliPid : javaPid };
}

/**
 * Throws a message saying who holds them when any of a stack's emulators' ports (or its hub's) is taken.
 * @param {string[]} names emulators to start (auth, firestore, functions, storage, hosting)
 * @param {import('./stack.mjs').EmulatorStack} [stack]
 */
export async function assertPortsFree(names, stack = emulatorStack()) {
  const addresses = stackAddresses(stack);
  const wanted = [...names.map((name) => [name, addresses[name]]), ['hub', stack.hub]];
  const busy = [];
  for (const [name, address] of wanted) {
    if (await portInUse(address)) busy.push(`${name} ${address.host}:${address.port}`);
  }
  if (!busy.length) return;
  const running = await runningOwnSuite(stack);
  if (running) {
    throw new Error(
      `窓口のエミュレーター (${projectId}) はすでに起動しています (${busy.join(', ')})。` +
        '起動中のものを使うか、起動したターミナルで Ctrl-C' +
        `${running.pid ? ` (または kill -INT ${running.pid})` : ''} で止めてから再実行してください。`,
    );
  }
  throw new Error(`ポートが別のプロセスに使われています: ${busy.join(', ')}。そのプロセスを止めてから再実行してください。`);
}
