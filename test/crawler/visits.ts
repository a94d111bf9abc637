import { AREA_MOUNTS, SHELL_PAGES, type ShellRole } from '../../shell/src/app/routes';
import { SYSTEM_ADMIN_ROUTES } from '../../system-admin-app/src/routes';
import { TENANT_ADMIN_ROUTES } from '../../tenant-admin-app/src/routes';
import { USER_AREA_ROUTES } from '../../user-app/src/routes';

// Every route of the shell and of each area's route table, as every role that may open it: what the
// route crawler opens, and what the browser tests that must hold on every page go through.

/** The demo account each role is signed in as, and where it lands after signing in. */
export const ACCOUNTS: Record<Exclude<ShellRole, 'signedOut'>, { email: string; landing: string }> = {
  member: { email: 'user@a.example.com', landing: '/tenants/tenant-a' },
  tenantAdmin: { email: 'admin@a.example.com', landing: '/tenants/tenant-a/admin' },
  systemAdmin: { email: 'sysadmin@example.com', landing: '/select' },
};

/** A value for every route parameter, from the demo data (functions/src/dev/*.json); the preview is made by the crawler. */
export const SAMPLES: Record<string, string> = {
  tenantId: 'tenant-a',
  inquiryId: 'inq-business-cards',
  tenantUserId: 'demo-user-a',
  categoryId: 'cat-sales',
  patchNoteId: 'note-launch',
  previewId: 'crawler-preview',
  supportRequestId: 'support-a-csv-import',
  cannedReplyId: 'canned-received',
};

const ROUTE_TABLES = { user_app: USER_AREA_ROUTES, tenant_admin_app: TENANT_ADMIN_ROUTES, system_admin_app: SYSTEM_ADMIN_ROUTES };

export interface Visit {
  route: string;
  path: string;
  role: ShellRole;
  /** Whether the route is one of an area's (below AREA_MOUNTS), or the shell's own. */
  inArea: boolean;
}

function fill(route: string): string {
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const sample = SAMPLES[name];
    if (!sample) throw new Error(`the crawler has no sample for the route parameter :${name} (${route}): add one to SAMPLES`);
    return encodeURIComponent(sample);
  });
}

/** Every route from the route tables, as each role that may open it, and a path no route has. */
export const VISITS: Visit[] = [
  ...SHELL_PAGES.flatMap((page) => page.roles.map((role) => ({ route: `/${page.path}`, role, inArea: false }))),
  ...AREA_MOUNTS.flatMap(({ remote, path: mount }) =>
    ROUTE_TABLES[remote].flatMap((route) =>
      route.roles.map((role) => ({ route: `/${mount}${route.path ? `/${route.path}` : ''}`, role: role as ShellRole, inArea: true })),
    ),
  ),
  { route: '/no-such-page', role: 'signedOut' as const, inArea: false },
  { route: '/tenants/:tenantId/no-such-page', role: 'member' as const, inArea: true },
].map((visit) => ({ ...visit, path: fill(visit.route) }));
