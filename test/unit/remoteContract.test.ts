// Each remote declares in its package.json the shell contract it implements; its build writes that
// into mf-manifest.json, where the shell reads it before loading the remote (compatibility.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_CONTRACT_VERSION } from '../../shared/src/contracts/remotes';

const root = path.resolve(__dirname, '../..');
const declared = (app: string) =>
  (JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8')) as { madoguchi?: { contractVersion?: unknown } }).madoguchi?.contractVersion;

describe('the remotes\' contract declarations', () => {
  it.each(['user-app', 'tenant-admin-app', 'system-admin-app'])('%s implements the current contract', (app) => {
    expect(declared(app)).toBe(REMOTE_CONTRACT_VERSION);
  });
});
