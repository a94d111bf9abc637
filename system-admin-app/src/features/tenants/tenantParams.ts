import { TENANT_STATUSES, type TenantFilter } from './api/tenants';

// The tenants list's filter lives in the address (?q=&status=), so a reload or the back button keeps it.

export function tenantFilterFromParams(params: URLSearchParams): TenantFilter {
  const status = params.get('status');
  return { text: params.get('q') ?? '', status: TENANT_STATUSES.find((choice) => choice === status) ?? null };
}

export function paramsWithTenantFilter(params: URLSearchParams, filter: TenantFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set('q', filter.text.trim() || null);
  set('status', filter.status);
  return next;
}
