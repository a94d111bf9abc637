// The Functions emulator starts one worker process per request running at once and keeps every one it
// started, idle, until the functions reload; each holds the whole bundle (about 140 MB) and costs about
// a second of CPU to start. A run's bursts (50 inquiries at once, 30 marks, 30 submissions…) would add
// up across files until a 24 GB machine runs out of memory (sooner while npm test's build lane runs
// beside them), and a reload for memory's sake makes every function start again.
// So before each file, the workers a burst left of an HTTP function (callables, Slack's doors) go, one
// of each kept warm: the previous file's calls have all been answered, so they are idle. Workers of
// triggers are left alone (one may still be taking an event). Should memory still run low, or workers
// pile up all the same, the bundle is touched: the emulator reloads and lets every idle worker go, as on
// a code change; the file starts once the functions answer again (during the reload they answer 503).
// Before each test, only when memory runs low, the HTTP functions' workers go too.
import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { FIRESTORE_HOST, functionUrl } from '../support/emulatorHosts';

// The stack's own bundle and workers: npm test runs a second stack beside the spec's (scripts/emulators/stack.mjs).
const ENTRY = path.join(process.env.MADOGUCHI_FUNCTIONS_DIR || path.resolve(__dirname, '../../functions/lib'), 'index.js');
/** More than this after the bursts' leftovers went: reload (one per function used is some 50). */
const MOST_KEPT = 80;
/**
 * Room for the next burst, of 50 at most at once (some 7 GB), with a margin; checked before each test,
 * as a file may burst more than once (40 messages, then 50 inquiries).
 */
const LEAST_AVAILABLE_MB = 10 * 1024;

const pause = () => new Promise((resolve) => setTimeout(resolve, 250));

interface Worker {
  pid: number;
  target: string;
  http: boolean;
}

function availableMb(): number {
  const line = /^MemAvailable:\s+(\d+) kB/m.exec(readFileSync('/proc/meminfo', 'utf8'));
  return line ? Number(line[1]) / 1024 : Infinity;
}

/** The emulator's workers in pid order (the oldest first, short of a wrap), with the function each runs. */
function workers(): Worker[] {
  const found: Worker[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b)) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime')) continue;
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      const variable = (name: string) => environment.find((entry) => entry.startsWith(`${name}=`))?.slice(name.length + 1) ?? '';
      if (variable('FIRESTORE_EMULATOR_HOST') !== FIRESTORE_HOST) continue;
      found.push({ pid, target: variable('FUNCTION_TARGET'), http: variable('FUNCTION_SIGNATURE_TYPE') === 'http' });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Stops HTTP functions' workers, all of them or all but the oldest of each function; resolves once their memory is back. */
async function stopHttpWorkers({ keepOneEach }: { keepOneEach: boolean }): Promise<void> {
  const kept = new Set<string>();
  let stopped = 0;
  for (const worker of workers().filter((candidate) => candidate.http)) {
    if (keepOneEach && !kept.has(worker.target)) {
      kept.add(worker.target);
      continue;
    }
    try {
      process.kill(worker.pid, 'SIGTERM');
      stopped += 1;
    } catch {
      // gone meanwhile
    }
  }
  if (stopped) await pause();
}

/** Touches the bundle and waits until the emulator has let its idle workers go and serves again. */
async function reload(before: number): Promise<void> {
  const now = new Date();
  utimesSync(ENTRY, now, now);
  // The reload reads the bundle again (a second or two), then stops the idle workers.
  const deadline = Date.now() + 60_000;
  while (workers().length > Math.min(before, MOST_KEPT) / 2 && Date.now() < deadline) await pause();
  // An HTTP function refuses a GET with 405 once the triggers are back.
  while (Date.now() < deadline && (await fetch(functionUrl('slackEvents')).then((answer) => answer.status, () => 0)) !== 405) await pause();
}

/** Lets the bursts' leftovers go, and every HTTP worker while memory stays low. */
async function makeRoom(): Promise<void> {
  await stopHttpWorkers({ keepOneEach: true });
  if (availableMb() < LEAST_AVAILABLE_MB) await stopHttpWorkers({ keepOneEach: false });
}

beforeAll(async () => {
  await makeRoom();
  const left = workers().length;
  if (left > MOST_KEPT || availableMb() < LEAST_AVAILABLE_MB) await reload(left);
}, 90_000);

beforeEach(async () => {
  if (availableMb() < LEAST_AVAILABLE_MB) await makeRoom();
});
