// Runs a command with inherited output and resolves to its exit code (never rejects).
import { spawn } from 'node:child_process';
import { repoRoot } from '../emulators/config.mjs';

export function run(command, args, { env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const npx = (args, options) => run('npx', ['--no-install', ...args], options);
export const npm = (args, options) => run('npm', args, options);
