import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type * as Shared from '@madoguchi/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { AreaIntentProvider } from '../../lib/areaIntent';
import { SelectTenantPage } from './SelectTenantPage';

const switchTenant = jest.fn();
const areaIntent = jest.fn();
let auth: Partial<Shared.AuthState>;

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => auth,
  switchTenant: (tenantId: string) => switchTenant(tenantId),
}));

function Where() {
  return <output aria-label="URL">{useLocation().pathname}</output>;
}

function renderPage() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <AreaIntentProvider value={areaIntent}>
        <MemoryRouter initialEntries={['/select']}>
          <Routes>
            <Route path="/select" element={<SelectTenantPage />} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </AreaIntentProvider>
    </FluentProvider>,
  );
}

const currentPath = () => screen.getByRole('status', { name: 'URL' }).textContent;
/** The card whose heading is `title` (Fluent's Card is a group). */
const card = (title: string) => screen.getAllByRole('group').find((group) => within(group).queryByText(title))!;

beforeEach(() => {
  switchTenant.mockReset();
  areaIntent.mockReset();
  // A system admin who also belongs to two tenants: a user of one, the admin of the other.
  auth = {
    currentUserId: 'sys-1',
    isSystemAdmin: true,
    tenantId: null,
    tenants: [
      { id: 'tenant-a', name: '株式会社さくら商事', isTenantAdmin: false, createdAt: new Date('2025-04-01T00:00:00Z') },
      { id: 'tenant-b', name: 'みなと物流株式会社', isTenantAdmin: true, createdAt: new Date('2025-04-02T00:00:00Z') },
    ],
  };
});

describe('SelectTenantPage', () => {
  it('shows the system admin card and one card per tenant with the role held there', () => {
    renderPage();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(within(card('システム管理')).getByRole('button', { name: 'システム管理画面へ' })).toBeInTheDocument();
    expect(card('株式会社さくら商事')).toHaveTextContent('ユーザー');
    expect(within(card('株式会社さくら商事')).getByRole('button', { name: 'このテナントを開く' })).toBeInTheDocument();
    expect(card('みなと物流株式会社')).toHaveTextContent('テナント管理者');
    expect(screen.queryByText('所属しているテナントはありません。')).not.toBeInTheDocument();
  });

  it('switches to a tenant the user belongs to and opens its home', () => {
    renderPage();
    fireEvent.click(within(card('株式会社さくら商事')).getByRole('button', { name: 'このテナントを開く' }));
    expect(switchTenant).toHaveBeenCalledWith('tenant-a');
    expect(currentPath()).toBe('/tenants/tenant-a');
  });

  it('opens the admin home of a tenant the user administers', () => {
    renderPage();
    const open = within(card('みなと物流株式会社')).getByRole('button', { name: 'このテナントを開く' });
    fireEvent.mouseEnter(open);
    expect(areaIntent).toHaveBeenCalledWith('/tenants/tenant-b/admin');
    fireEvent.click(open);
    expect(switchTenant).toHaveBeenCalledWith('tenant-b');
    expect(currentPath()).toBe('/tenants/tenant-b/admin');
  });

  it('enters the system admin area without switching tenant', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'システム管理画面へ' }));
    expect(switchTenant).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/systemAdmin/tenants');
  });

  it('offers only the system admin card to one who belongs to no tenant', () => {
    auth = { ...auth, tenants: [] };
    renderPage();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByText('所属しているテナントはありません。')).toBeInTheDocument();
  });
});
