// The Functions emulator starts one worker process per request running at once and keeps every one
// it started, idle, until the functions reload; each holds the whole bundle (about 100 MB). A run's
// bursts (50 inquiries at once, 30 marks, 30 submissions…) add up across files until a 24 GB machine
// runs out of memory. Before a file, when many have piled up, the bundle is touched: the emulator
// reloads and lets its idle workers go, as it does on a code change. Busy ones finish first. The file
// starts once the functions answer again (during the reload they answer 503).
import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import localApp from '../../scripts/slack/localApp.json';

const ENTRY = path.resolve(__dirname, '../../functions/lib/index.js');
const MOST_KEPT = 40;

function workerCount(): number {
  let count = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime')) count += 1;
    } catch {
      // gone meanwhile
    }
  }
  return count;
}

beforeAll(async () => {
  const before = workerCount();
  if (before <= MOST_KEPT) return;
  const now = new Date();
  utimesSync(ENTRY, now, now);
  // The reload reads the bundle again (a second or two), then stops the idle workers.
  const deadline = Date.now() + 60_000;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 250));
  while (workerCount() > MOST_KEPT / 2 && Date.now() < deadline) await pause();
  // An HTTP function refuses a GET with 405 once the triggers are back.
  while (Date.now() < deadline && (await fetch(localApp.eventsUrl).then((answer) => answer.status, () => 0)) !== 405) await pause();
}, 90_000);
