// `npm start` serves the four apps from their dev servers. webpack-dev-server draws any error of a
// compilation as an overlay over the whole page, which catches clicks; so each app's development
// configuration, started as `npm run dev -w <app>` starts it, must compile without an error or a
// warning (scripts/lib/devServerProblems.mjs). Real errors keep the overlay.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(__dirname, '../..');
const APPS = ['shell', 'user-app', 'tenant-admin-app', 'system-admin-app'];

async function devServerProblems(app: string): Promise<{ errors: string[]; warnings: string[] }> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(repoRoot, 'scripts/lib/devServerProblems.mjs'), app], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  // The dev server prints its own lines first; the report is the last one.
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { errors: string[]; warnings: string[] };
}

describe('the dev servers of npm start', () => {
  it.each(APPS)('%s compiles without an error or a warning', async (app) => {
    expect(await devServerProblems(app)).toEqual({ errors: [], warnings: [] });
  }, 300_000);
});
