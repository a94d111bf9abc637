import { ALL_TENANT_USERS, type TenantUserFilter, type TenantUserSort } from '@madoguchi/shared/data';

// The users list's filter and sort live in the address (?q=&category=&role=&status=&sort=), so the
// admin home can link to a filtered list and the back button restores it.

const SORTS: TenantUserSort[] = ['name', 'email', 'newest'];

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | null =>
  choices.find((choice) => choice === value) ?? null;

export function userFilterFromParams(params: URLSearchParams): TenantUserFilter {
  return {
    text: params.get('q') ?? '',
    categoryId: params.get('category') || null,
    role: oneOf(['admin', 'member'], params.get('role')),
    status: oneOf(['active', 'disabled'], params.get('status')),
    sort: oneOf(SORTS, params.get('sort')) ?? ALL_TENANT_USERS.sort,
  };
}

export function paramsWithUserFilter(params: URLSearchParams, filter: TenantUserFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set('q', filter.text.trim() || null);
  set('category', filter.categoryId);
  set('role', filter.role);
  set('status', filter.status);
  set('sort', filter.sort === ALL_TENANT_USERS.sort ? null : filter.sort);
  return next;
}
