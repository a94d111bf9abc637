// Finding and ending the processes under the firebase CLI. firebase-tools starts the Firestore
// emulator's JVM in a process group of its own (detached), so signalling the CLI's group does not
// reach it; its pid is remembered and checked after the CLI has exited.
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * State and parent pid from /proc/<pid>/stat (the command name before them may contain spaces).
 * @returns {{ state: string, ppid: number } | undefined}
 */
function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

export function parentPid(pid) {
  return procStat(pid)?.ppid;
}

/** The command line of `pid` with arguments joined by spaces ('' when unknown). */
export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Pids of all living descendants of `rootPid` (Linux; empty where /proc is missing). */
export function descendantPids(rootPid) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  } catch {
    return [];
  }
  const children = new Map();
  for (const pid of pids) {
    const ppid = parentPid(pid);
    if (ppid !== undefined) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const found = [];
  const queue = [rootPid];
  while (queue.length) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** A zombie counts as gone: it holds no port, and in a container nobody may ever reap it. */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === 'EPERM';
  }
  return procStat(pid)?.state !== 'Z';
}

/** Sends `signal` to a pid or (negative) process group, ignoring ones that are already gone. */
export function signal(pidOrGroup, name) {
  try {
    process.kill(pidOrGroup, name);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/** Resolves true once none of `pids` is alive, false if some still are after `timeoutMs`. */
export async function waitUntilGone(pids, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (pids.some(isAlive)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}
