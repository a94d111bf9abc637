// Each remote declares in its package.json the shell contract it implements and the navigation entries
// it brings; its build writes both into mf-manifest.json, where the shell reads them before running any
// of its code (compatibility.ts, the navigation).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_CONTRACT_VERSION, type AreaRouteSpec } from '../../shared/src/contracts/remotes';
import { parseNavigation } from '../../shell/src/features/navigation/parseNavigation';
import { SYSTEM_ADMIN_ROUTES } from '../../system-admin-app/src/routes';
import { TENANT_ADMIN_ROUTES } from '../../tenant-admin-app/src/routes';
import { USER_AREA_ROUTES } from '../../user-app/src/routes';

const root = path.resolve(__dirname, '../..');
const declaration = (app: string) =>
  (JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8')) as { madoguchi: { contractVersion?: unknown; navigation?: unknown } }).madoguchi;

const routesOf: Record<string, readonly AreaRouteSpec[]> = {
  'user-app': USER_AREA_ROUTES,
  'tenant-admin-app': TENANT_ADMIN_ROUTES,
  'system-admin-app': SYSTEM_ADMIN_ROUTES,
};

describe("the remotes' contract declarations", () => {
  it.each(Object.keys(routesOf))('%s implements the current contract', (app) => {
    expect(declaration(app).contractVersion).toBe(REMOTE_CONTRACT_VERSION);
  });

  it.each(Object.keys(routesOf))('%s declares navigation entries the shell accepts, each for one of its routes and roles', (app) => {
    const declared = declaration(app).navigation;
    const entries = parseNavigation(declared);
    expect(entries).toEqual(declared);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const route = routesOf[app]!.find((candidate) => candidate.path === entry.path);
      expect(route).toBeDefined();
      for (const role of entry.roles) expect(route?.roles).toContain(role);
    }
  });
});

describe('parseNavigation', () => {
  const good = { path: 'faq', label: 'よくある質問', roles: ['member'], order: 30 };

  it('keeps well-formed entries and leaves out the rest', () => {
    expect(
      parseNavigation([
        good,
        { ...good, path: '/absolute' },
        { ...good, path: 'x"><script>' },
        { ...good, roles: ['root'] },
        { ...good, roles: [] },
        { ...good, label: '' },
        { ...good, label: 'あ'.repeat(41) },
        { ...good, order: '1' },
        { ...good, badge: 'everything' },
        { ...good, also: ['users/categories', '//evil'] },
        'faq',
        null,
      ]),
    ).toEqual([good]);
    expect(parseNavigation({ entries: [good] })).toEqual([]);
  });
});
