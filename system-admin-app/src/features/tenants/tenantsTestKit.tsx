import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { TenantSummary } from './api/tenants';
import { render } from '@testing-library/react';
import { useLocation } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { TenantsPage } from './TenantsPage';

// What the tenants screen's tests share: demo tenants and the page opened at an address.

export function tenantSummary(overrides: Partial<TenantSummary> = {}): TenantSummary {
  return { id: 't1', name: '株式会社さくら商事', status: 'active', createdAt: new Date('2026-04-01T09:00:00+09:00'), ...overrides };
}

/** Shows the address the page wrote its filter to. */
function Address() {
  const location = useLocation();
  return <output aria-label="アドレス">{`${location.pathname}${location.search}`}</output>;
}

export function renderTenantsPage(search = '') {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[`/systemAdmin/tenants${search}`]}>
        <TenantsPage />
        <Address />
      </MemoryRouter>
    </FluentProvider>,
  );
}
