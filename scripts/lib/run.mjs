// Runs a command and resolves to its exit code (never rejects). Its output is inherited, or appended to
// `logFile` when one is given (a command that runs beside others, printed whole when it ends). `niceness`
// runs it at a lower priority (nice 5: it takes mostly the CPU the others leave, yet a unit test still
// gets a quarter of a core, well inside its ceiling, while they take all).
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { repoRoot } from '../emulators/config.mjs';

export function run(command, args, { env = process.env, logFile, niceness = 0 } = {}) {
  const log = logFile ? openSync(logFile, 'a') : undefined;
  return new Promise((resolve) => {
    const [file, argv] = niceness ? ['nice', ['-n', String(niceness), command, ...args]] : [command, args];
    const child = spawn(file, argv, { cwd: repoRoot, env, stdio: log === undefined ? 'inherit' : ['ignore', log, log] });
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  }).finally(() => {
    if (log !== undefined) closeSync(log);
  });
}

export const npx = (args, options) => run('npx', ['--no-install', ...args], options);
export const npm = (args, options) => run('npm', args, options);
