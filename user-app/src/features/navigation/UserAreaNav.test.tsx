import { render, screen } from '@testing-library/react';
import { Route, Routes } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { UserAreaNav } from './UserAreaNav';

const usePatchNotesUnread = jest.fn();

jest.mock('@madoguchi/shared', () => ({ useAuth: () => ({ currentUserId: 'u1' }), notify: { info: jest.fn(), error: jest.fn() } }));
jest.mock('@madoguchi/shared/data', () => ({
  UNREAD_PATCH_NOTES_MAX: 10,
  usePatchNotesUnread: (...args: unknown[]) => usePatchNotesUnread(...args),
}));

function renderNav() {
  render(
    <>
      <MemoryRouter initialEntries={['/tenants/tenant-a/faq']}>
        <Routes>
          <Route path="/tenants/:tenantId/*" element={<UserAreaNav />} />
        </Routes>
      </MemoryRouter>
    </>,
  );
}

describe('UserAreaNav', () => {
  it("shows the user's unread release notes on the リリースノート tab", () => {
    usePatchNotesUnread.mockReturnValue({ unreadCount: 2 });
    renderNav();
    expect(usePatchNotesUnread).toHaveBeenCalledWith('tenant-a', 'u1');
    expect(screen.getByRole('tab', { name: 'リリースノート（未読 2 件）' })).toHaveTextContent('リリースノート2');
  });

  it('says "10 件以上" once the count reaches its cap', () => {
    usePatchNotesUnread.mockReturnValue({ unreadCount: 10 });
    renderNav();
    expect(screen.getByRole('tab', { name: 'リリースノート（未読 10 件以上）' })).toHaveTextContent('9+');
  });

  it('shows no badge when everything has been read', () => {
    usePatchNotesUnread.mockReturnValue({ unreadCount: 0 });
    renderNav();
    const tab = screen.getByRole('tab', { name: 'リリースノート' });
    expect(tab).not.toHaveAttribute('aria-label');
    expect(tab.querySelector('.fui-CounterBadge')).toBeNull();
  });
});
