/** @jest-environment node */
// `npm run preview` (scripts/preview.mjs): the Hosting emulator gives each site a port of its own
// choosing and prints it; the shell's runtime config follows what it serves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hostingServers, parseHostingServerLine } from '../../scripts/emulators/cliOutput.mjs';
import { localRuntimeConfig } from '../../scripts/emulators/localRuntimeConfig.mjs';
import { previewAppUrls, previewRuntimeConfig, type RuntimeConfigJson } from '../../scripts/hosting/previewConfig.mjs';
import { HOSTING_APPS } from '../../scripts/hosting/sites.mjs';
import { parseRuntimeConfig } from '../../shared/src/config/runtimeConfig';

const repoRoot = path.resolve(__dirname, '../..');
const readJson = (relative: string): unknown => JSON.parse(readFileSync(path.join(repoRoot, relative), 'utf8'));
const firebaseJson = readJson('firebase.json') as { emulators: Record<string, { host?: string; port?: number }> };
const TARGETS = HOSTING_APPS.map((app) => app.target);

// What firebase-tools 13.35 prints with NO_COLOR (lib/serve/hosting.js), among the other emulators' lines.
const CLI_OUTPUT = [
  'i  emulators: Starting emulators: auth, functions, firestore, hosting',
  'i  hosting[shell]: Serving hosting files from: shell/dist',
  '✔  hosting[shell]: Local server: http://127.0.0.1:5050',
  'i  hosting[user-app]: Serving hosting files from: user-app/dist',
  '✔  hosting[user-app]: Local server: http://127.0.0.1:5055',
  '✔  hosting[tenant-admin-app]: Local server: http://127.0.0.1:5056',
  '✔  hosting[system-admin-app]: Local server: http://127.0.0.1:5058',
  '✔  All emulators ready! It is now safe to connect your app.',
  '',
].join('\n');

describe('the Hosting emulator’s ports, read from its output', () => {
  it('reads a site’s URL from its "Local server" line and nothing else', () => {
    expect(parseHostingServerLine('✔  hosting[user-app]: Local server: http://127.0.0.1:5055')).toEqual({
      target: 'user-app',
      url: 'http://127.0.0.1:5055',
    });
    expect(parseHostingServerLine('i  hosting[user-app]: Serving hosting files from: user-app/dist')).toBeNull();
    expect(parseHostingServerLine('i  hosting: 127.0.0.1 - - "GET /mf-manifest.json HTTP/1.1" 200')).toBeNull();
    expect(parseHostingServerLine('✔  hosting[shell]: Local server: http://127.0.0.1:5050\r')).toEqual({ target: 'shell', url: 'http://127.0.0.1:5050' });
  });

  it('collects every site even when lines arrive split across chunks, and only then reports them seen', async () => {
    const servers = hostingServers(TARGETS);
    let seen = false;
    void servers.seen.then(() => (seen = true));
    const cut = CLI_OUTPUT.indexOf('5058') + 2;
    servers.scan(CLI_OUTPUT.slice(0, 40));
    servers.scan(CLI_OUTPUT.slice(40, cut));
    await Promise.resolve();
    expect(seen).toBe(false);
    expect(servers.missing()).toEqual(['system-admin-app']);
    servers.scan(CLI_OUTPUT.slice(cut));
    await expect(servers.seen).resolves.toEqual({
      shell: 'http://127.0.0.1:5050',
      'user-app': 'http://127.0.0.1:5055',
      'tenant-admin-app': 'http://127.0.0.1:5056',
      'system-admin-app': 'http://127.0.0.1:5058',
    });
  });

  it('is done at once when no Hosting site is wanted (the test runner’s suite)', async () => {
    await expect(hostingServers([]).seen).resolves.toEqual({});
  });
});

describe('the preview’s runtime config', () => {
  const siteUrls = { shell: 'http://127.0.0.1:5050', 'user-app': 'http://127.0.0.1:5055', 'tenant-admin-app': 'http://127.0.0.1:5056', 'system-admin-app': 'http://127.0.0.1:5058/' };
  const local = localRuntimeConfig({ storage: false });

  it('points each remote at the manifest on the port its site got, keeping the local Firebase options', () => {
    const urls = previewAppUrls(siteUrls);
    expect(urls).toEqual({
      shell: 'http://127.0.0.1:5050',
      'user-app': 'http://127.0.0.1:5055',
      'tenant-admin-app': 'http://127.0.0.1:5056',
      'system-admin-app': 'http://127.0.0.1:5058',
    });
    const config = previewRuntimeConfig(local, urls);
    expect(config).toEqual({
      firebase: (readJson('config/runtime-config.local.json') as RuntimeConfigJson).firebase,
      remotes: {
        user_app: 'http://127.0.0.1:5055/mf-manifest.json',
        tenant_admin_app: 'http://127.0.0.1:5056/mf-manifest.json',
        system_admin_app: 'http://127.0.0.1:5058/mf-manifest.json',
      },
      // The apps read it instead of asking the Storage emulator's port.
      emulators: { storage: false },
    });
    expect(parseRuntimeConfig(config)).toEqual({ ok: true, config });
  });

  it('refuses to go on when a site did not start', () => {
    expect(() => previewAppUrls({ shell: 'http://127.0.0.1:5050' })).toThrow(
      'Hosting エミュレーターが次のサイトを起動していません: user-app, tenant-admin-app, system-admin-app',
    );
  });
});

describe('the Hosting emulator’s ports in firebase.json', () => {
  const hosting = firebaseJson.emulators.hosting!;
  // firebase-tools lib/serve/hosting.js: the first site on the configured port, site i on port + 4 + i
  // unless that is taken (then the next free one).
  const preferred = TARGETS.map((_, i) => (i === 0 ? hosting.port! : hosting.port! + 4 + i));

  it('listens on the loopback address, like the other emulators, which the apps reach on the page’s own host', () => {
    expect(hosting.host).toBe('127.0.0.1');
  });

  it('keeps every site clear of the dev servers, the other emulators, the hub and the Slack stand-in', () => {
    const emulatorPorts = Object.entries(firebaseJson.emulators)
      .filter(([name]) => name !== 'hosting')
      .flatMap(([, value]) => (value && typeof value === 'object' && value.port ? [value.port] : []));
    const taken = [9000, 9001, 9002, 9003, 9300, 4400, 4500, 9150, 9299, 9499, ...emulatorPorts];
    expect(preferred).toEqual([5050, 5055, 5056, 5057]);
    for (const port of preferred) expect(taken).not.toContain(port);
  });
});
