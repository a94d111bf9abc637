// The Functions emulator of our stacks keeps one pool of workers for every function and lets idle ones
// above a cap go as they finish (scripts/emulators/env.mjs, patches/firebase-tools+13.35.0.patch), so
// bursts (50 inquiries at once, 30 marks…) leave at most the cap of idle workers, about 140 MB each.
// What remains here is the last resort for memory, before each file: should it still run low (a burst
// beside the build lane), the bundle is touched and the emulator reloads, letting every idle worker go
// as on a code change; the file starts once the functions answer again (during the reload they answer 503).
import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { FIRESTORE_HOST, functionUrl } from '../support/emulatorHosts';

// The stack's own bundle and workers: npm test runs a second stack beside the spec's (scripts/emulators/stack.mjs).
const ENTRY = path.join(process.env.MADOGUCHI_FUNCTIONS_DIR || path.resolve(__dirname, '../../functions/lib'), 'index.js');
/** Room for the next burst, of 50 calls at most at once and their triggers (some 7 GB), with a margin. */
const LEAST_AVAILABLE_MB = 10 * 1024;

const pause = () => new Promise((resolve) => setTimeout(resolve, 250));

function availableMb(): number {
  const line = /^MemAvailable:\s+(\d+) kB/m.exec(readFileSync('/proc/meminfo', 'utf8'));
  return line ? Number(line[1]) / 1024 : Infinity;
}

/** How many workers this stack's emulator runs. */
function workerCount(): number {
  let count = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime')) continue;
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`FIRESTORE_EMULATOR_HOST=${FIRESTORE_HOST}`)) count += 1;
    } catch {
      // gone meanwhile
    }
  }
  return count;
}

/** Touches the bundle and waits until the emulator has let its idle workers go and serves again. */
async function reload(): Promise<void> {
  const before = workerCount();
  const now = new Date();
  utimesSync(ENTRY, now, now);
  // The reload reads the bundle again (a second or two), then stops the idle workers.
  const deadline = Date.now() + 60_000;
  while (workerCount() > before / 2 && Date.now() < deadline) await pause();
  // An HTTP function refuses a GET with 405 once the triggers are back.
  while (Date.now() < deadline && (await fetch(functionUrl('slackEvents')).then((answer) => answer.status, () => 0)) !== 405) await pause();
}

beforeAll(async () => {
  if (availableMb() < LEAST_AVAILABLE_MB) await reload();
}, 90_000);
