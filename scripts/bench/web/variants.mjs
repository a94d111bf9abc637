// The three builds the web benchmark compares, each served from gzip copies on its own ports.
import path from 'node:path';
import { startStaticServer } from '../../lib/staticServer.mjs';
import { writeGzipCopy } from './gzipCopy.mjs';

const origin = (port) => `http://localhost:${port}`;

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
        writeGzipCopy(app.dir, copy);
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
      // The inquiry's thread as it looks once loaded, whatever the path.
      deepLinkUrl: () => `${origin(9021)}/`,
      ...served('A', [
        { name: 'static', port: 9020, dir: path.join(root, 'scripts/bench/web/static-login'), spa: false },
        { name: 'static-inquiry', port: 9021, dir: path.join(root, 'scripts/bench/web/static-inquiry'), spa: false },
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
