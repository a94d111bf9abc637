import { AREA_ROLES, NAVIGATION_BADGES, type AreaRole, type NavigationBadge, type NavigationEntry } from '@madoguchi/shared';

// A remote's navigation entries come from its manifest, fetched from wherever the runtime config points:
// they are read as untrusted input.

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isPath = (value: unknown): value is string => isText(value, 200) && /^[A-Za-z0-9_\-/:]*$/.test(value) && !value.startsWith('/');

/** The entries a manifest declares that are well formed; anything else is left out, not trusted. */
export function parseNavigation(value: unknown): NavigationEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): NavigationEntry[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { path, label, roles, order, also, badge } = entry as Record<string, unknown>;
    const validRoles = Array.isArray(roles) && roles.length > 0 && roles.every((role) => (AREA_ROLES as readonly unknown[]).includes(role));
    const validAlso = also === undefined || (Array.isArray(also) && also.every(isPath));
    const validBadge = badge === undefined || (NAVIGATION_BADGES as readonly unknown[]).includes(badge);
    if (!isPath(path) || !isText(label, 40) || !label || !validRoles || typeof order !== 'number' || !validAlso || !validBadge) return [];
    return [
      {
        path,
        label,
        roles: roles as AreaRole[],
        order,
        ...(also !== undefined && { also: also as string[] }),
        ...(badge !== undefined && { badge: badge as NavigationBadge }),
      },
    ];
  });
}
