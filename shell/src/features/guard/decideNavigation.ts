import { paths } from '../../lib/paths';

export interface GuardAuth {
  currentUserId: string | null;
  tenantId: string | null;
  isTenantAdmin: boolean;
  isSystemAdmin: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; permissionAlert: boolean };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string, permissionAlert = false): GuardDecision => ({ kind: 'redirect', to, permissionAlert });

const TENANT_PATH = /^\/tenants\/([^/]+)(\/.*)?$/;
const PUBLIC_PATHS = new Set(['/', paths.login, '/slack/oauth_redirect']);

const isSystemAdminPath = (pathname: string) =>
  pathname === paths.select || pathname === '/systemAdmin' || pathname.startsWith('/systemAdmin/');

/** Where a user is sent back to when a route is not theirs; /login when they have no tenant. */
function tenantHome(auth: GuardAuth): string {
  return auth.tenantId ? paths.tenantHome(auth.tenantId) : paths.login;
}

/**
 * The navigation guard (docs/product.md#the-navigation-guard) as a pure decision over the path and the
 * auth state.
 * It is a convenience only: rules and functions enforce access on the server.
 */
export function decideNavigation(pathname: string, auth: GuardAuth): GuardDecision {
  const signedIn = auth.currentUserId !== null;

  if (pathname === paths.login) {
    if (!signedIn) return allow;
    if (auth.isSystemAdmin) return redirect(paths.select);
    return auth.tenantId ? redirect(paths.tenantHome(auth.tenantId)) : allow;
  }
  if (PUBLIC_PATHS.has(pathname)) return allow;

  if (isSystemAdminPath(pathname)) {
    if (!signedIn) return redirect(paths.login);
    return auth.isSystemAdmin ? allow : redirect(tenantHome(auth), true);
  }

  const tenantMatch = TENANT_PATH.exec(pathname);
  if (tenantMatch) {
    if (!signedIn || !auth.tenantId) return redirect(paths.login);
    const [, pathTenant = '', rest = ''] = tenantMatch;
    if (decodeURIComponent(pathTenant) !== auth.tenantId) return redirect(paths.tenantHome(auth.tenantId) + rest);
    const isAdminPath = rest === '/admin' || rest.startsWith('/admin/');
    if (isAdminPath && !auth.isTenantAdmin) return redirect(paths.tenantHome(auth.tenantId), true);
    if ((rest === '' || rest === '/') && auth.isTenantAdmin) return redirect(paths.adminHome(auth.tenantId));
    return allow;
  }

  return allow; // any other path is the not-found page, which anyone may see
}
