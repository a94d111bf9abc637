// The three builds the web benchmark compares, each served from gzip copies on its own ports.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../../lib/staticServer.mjs';
import { writeGzipCopy } from './gzipCopy.mjs';

const origin = (port) => `http://localhost:${port}`;

/**
 * A's login page, the floor: the shell's own index.html without the app's scripts, i.e. the page as
 * drawn and made usable by its inline parts (the form, its first script sending the link through Auth's
 * REST endpoint) with no application JavaScript at all. Written from the build being measured.
 */
function writeStaticLogin(shellDist, dir) {
  // The page's scripts are a list its first script runs, preloaded from its head (shell/src/early/appStart.ts).
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8')
    .replace(/(<script\b[^>]*\bid="?app-scripts"?[^>]*>)[^<]*(<\/script>)/, '$1[]$2')
    .replace(/<link\b[^>]*\brel="?preload"?[^>]*>/g, '');
  if (html.includes('main.js')) throw new Error(`A's login page still names the app's scripts: ${shellDist}/index.html has changed its shape`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}

/**
 * @param {{ root: string, cacheDir: string, federatedDists?: string }} options federatedDists: where the
 *   four federated builds are (default: each app's dist), to measure an earlier build ("before")
 */
export function variants({ root, cacheDir, federatedDists }) {
  const distOf = (app) => (federatedDists ? path.join(federatedDists, app) : path.join(root, app, 'dist'));
  const served = (name, apps) => ({
    apps,
    appOf: (from) => apps.find((app) => origin(app.port) === from)?.name,
    async serve() {
      const servers = [];
      for (const app of apps) {
        const copy = path.join(cacheDir, name, app.name);
        writeGzipCopy(typeof app.dir === 'function' ? app.dir() : app.dir, copy);
        servers.push(...(await startStaticServer({ dir: copy, port: app.port, spa: app.spa, gzip: true })));
      }
      return servers;
    },
  });
  return {
    A: {
      label: 'A 静的ページ (static page, the floor)',
      origin: origin(9020),
      loginUrl: `${origin(9020)}/`,
      // Each deep link's content as it looks once loaded, whatever the path (scripts/bench/web/static-deeplinks).
      deepLinkUrl: (_route, key) => `${origin(9021)}/${key}/`,
      ...served('A', [
        { name: 'static', port: 9020, dir: () => writeStaticLogin(distOf('shell'), path.join(cacheDir, 'A-source', 'static-login')), spa: false },
        { name: 'static-deeplinks', port: 9021, dir: path.join(root, 'scripts/bench/web/static-deeplinks'), spa: false },
      ]),
    },
    B: {
      label: 'B 単一バンドル (one bundle, lazy routes)',
      origin: origin(9010),
      loginUrl: `${origin(9010)}/login`,
      deepLinkUrl: (route) => `${origin(9010)}${route}`,
      ...served('B', [{ name: 'single-bundle', port: 9010, dir: path.join(root, 'tools/single-bundle/dist'), spa: true }]),
    },
    C: {
      label: 'C フェデレーション (shell + 3 remotes)',
      origin: origin(9000),
      loginUrl: `${origin(9000)}/login`,
      deepLinkUrl: (route) => `${origin(9000)}${route}`,
      // Ports fixed by config/runtime-config.local.json, which each build carries.
      ...served('C', [
        { name: 'shell', port: 9000, dir: distOf('shell'), spa: true },
        { name: 'user-app', port: 9001, dir: distOf('user-app'), spa: false },
        { name: 'tenant-admin-app', port: 9002, dir: distOf('tenant-admin-app'), spa: false },
        { name: 'system-admin-app', port: 9003, dir: distOf('system-admin-app'), spa: false },
      ]),
    },
  };
}
