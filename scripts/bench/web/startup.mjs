// `npm start` on this machine: seconds from the command to the login page served by the shell's dev
// server (its HTML and its main.js answer). The stack is stopped after each run as Ctrl-C does.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const LOGIN = 'http://localhost:9000/login';
const TIMEOUT_MS = 600_000;

async function answers(url, check = () => true) {
  try {
    const response = await fetch(url);
    return response.ok && check(await response.text());
  } catch {
    return false;
  }
}

/** Signals the child's process group; one already gone (ESRCH) needs nothing more. */
function stop(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/** One run; resolves to the seconds it took. */
export async function timeNpmStart(root) {
  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd: root, detached: true, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (!(await answers(LOGIN, (html) => html.includes('main.js')) && (await answers('http://localhost:9000/main.js')))) {
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`npm start: ${LOGIN} not served within ${TIMEOUT_MS / 1000} s`);
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before serving ${LOGIN}`);
      await sleep(250);
    }
    return (Date.now() - started) / 1000;
  } finally {
    // scripts/start.mjs stops the emulators and dev servers on SIGINT.
    stop(child, 'SIGINT');
    await Promise.race([exited, sleep(60_000)]);
    // A child ended by a signal has a signalCode and no exitCode.
    if (child.exitCode === null && child.signalCode === null) stop(child, 'SIGKILL');
  }
}
