// Runs a command and resolves to its exit code (never rejects). Its output is inherited, or appended to
// `logFile` when one is given (a command that runs beside others, printed whole when it ends). `niceness`
// runs it at a lower priority (nice 5: it takes mostly the CPU the others leave, yet a unit test still
// gets a quarter of a core, well inside its ceiling, while they take all).
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { repoRoot } from '../emulators/config.mjs';

/**
 * The file and arguments that run `command` at `niceness` (nice(1) execs it in its own place, so the
 * process, its group and its children are the command's).
 * @returns {[string, string[]]}
 */
export const niced = (command, args, niceness = 0) => (niceness ? ['nice', ['-n', String(niceness), command, ...args]] : [command, args]);

export function run(command, args, { env = process.env, logFile, niceness = 0 } = {}) {
  const log = logFile ? openSync(logFile, 'a') : undefined;
  return new Promise((resolve) => {
    const [file, argv] = niced(command, args, niceness);
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
