// What scripts/size.mjs and the web benchmark (scripts/bench/web) share about loading a page:
// holding idle-time work until the page is interactive, and grouping the scripts it loaded.
import path from 'node:path';

/**
 * Runs in each page before its own scripts. requestIdleCallback fires right after the first render,
 * so without the hold the deferred auth SDK would land inside the "interactive" window; and in an
 * area the session check (which finds no Firebase user for a probe identity) would send the page
 * back to /login before the remote is measured. Released, the callbacks run through the real scheduler.
 */
export function holdIdleCallbacks() {
  const schedule = globalThis.requestIdleCallback.bind(globalThis);
  const held = [];
  globalThis.requestIdleCallback = (callback) => held.push(callback);
  globalThis.releaseIdleCallbacks = () => {
    globalThis.requestIdleCallback = schedule;
    held.splice(0).forEach((callback) => schedule(callback));
  };
}

export const isFirebaseSdk = (url) => path.posix.basename(new URL(url).pathname).startsWith('firebase-');

/**
 * Files (ordered by request time `at`, ms after `since`) with totals and gzip per app.
 * @param {{ url: string, startedAt: number, raw: number, gzip: number }[]} scripts
 * @param {number} since epoch ms
 * @param {(origin: string) => string} appOf the app an origin serves
 */
export function groupScripts(scripts, since, appOf) {
  const files = scripts
    .map(({ url, startedAt, raw, gzip }) => {
      const { origin, pathname } = new URL(url);
      return { app: appOf(origin), file: pathname.slice(1), at: startedAt - since, raw, gzip };
    })
    .sort((a, b) => a.at - b.at || `${a.app}/${a.file}`.localeCompare(`${b.app}/${b.file}`));
  const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
  const apps = [...new Set(files.map(({ app }) => app))];
  const gzipByApp = Object.fromEntries(apps.map((app) => [app, sum(files.filter((file) => file.app === app), 'gzip')]));
  return { files, raw: sum(files, 'raw'), gzip: sum(files, 'gzip'), gzipByApp };
}

/** Closes servers from startStaticServer, dropping keep-alive connections that would hold close() open. */
export async function closeServers(servers) {
  await Promise.all(
    servers.map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
}
