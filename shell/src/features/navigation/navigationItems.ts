import type { AreaRole, NavigationEntry, RemoteName } from '@madoguchi/shared';

// One navigation per role (issue 18): a tenant admin's mixes the admin area's entries with the user
// area's ones they use, in the order the entries declare, on every page of either area.

/** An area of the navigation's role and where the shell mounts it. */
export interface NavigationArea {
  remote: RemoteName;
  base: string;
}

/** Whose navigation a page shows, and from which areas; null where there is none (login, /select). */
export interface NavigationScope {
  role: AreaRole;
  tenantId: string | null;
  areas: NavigationArea[];
}

export interface NavigationItem {
  key: string;
  href: string;
  label: string;
  badge?: NavigationEntry['badge'];
  /** The paths whose pages belong to the item: its own (exactly, for an area's home) and `also`. */
  home: boolean;
  prefixes: string[];
}

const join = (base: string, path: string) => (path ? `${base}/${path}` : base);

/** The navigation of the page at `pathname` for this person. */
export function navigationScope(pathname: string, person: { isTenantAdmin: boolean; isSystemAdmin: boolean }): NavigationScope | null {
  if (/^\/systemAdmin(\/|$)/.test(pathname)) {
    return person.isSystemAdmin ? { role: 'systemAdmin', tenantId: null, areas: [{ remote: 'system_admin_app', base: '/systemAdmin' }] } : null;
  }
  const tenant = /^\/tenants\/([^/]+)/.exec(pathname)?.[1];
  if (!tenant) return null;
  const base = `/tenants/${tenant}`;
  const tenantId = decodeURIComponent(tenant);
  if (!person.isTenantAdmin) return { role: 'member', tenantId, areas: [{ remote: 'user_app', base }] };
  return {
    role: 'tenantAdmin',
    tenantId,
    areas: [
      { remote: 'tenant_admin_app', base: `${base}/admin` },
      { remote: 'user_app', base },
    ],
  };
}

/** The role's items from every area's declared entries, in their declared order. */
export function navigationItems(scope: NavigationScope, entriesOf: ReadonlyMap<RemoteName, readonly NavigationEntry[]>): NavigationItem[] {
  return scope.areas
    .flatMap(({ remote, base }) =>
      (entriesOf.get(remote) ?? [])
        .filter((entry) => entry.roles.includes(scope.role))
        .map((entry) => ({ entry, base, remote })),
    )
    .sort((a, b) => a.entry.order - b.entry.order)
    .map(({ entry, base, remote }) => ({
      key: `${remote}:${entry.path}`,
      href: join(base, entry.path),
      label: entry.label,
      ...(entry.badge && { badge: entry.badge }),
      home: entry.path === '',
      prefixes: [join(base, entry.path), ...(entry.also ?? []).map((path) => join(base, path))],
    }));
}

/**
 * The item of the page at `pathname`: the longest of the items' paths that the page is at or below;
 * an area's home only counts for the home itself. Null when no item has the page (the profile, say).
 */
export function currentItem(items: readonly NavigationItem[], pathname: string): NavigationItem | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: { item: NavigationItem; length: number } | null = null;
  for (const item of items) {
    for (const prefix of item.prefixes) {
      const matches = item.home && prefix === item.href ? path === prefix : path === prefix || path.startsWith(`${prefix}/`);
      if (matches && prefix.length > (best?.length ?? -1)) best = { item, length: prefix.length };
    }
  }
  return best?.item ?? null;
}
