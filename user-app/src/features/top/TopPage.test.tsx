import type { AuthState } from '@madoguchi/shared';
import type * as Data from '@madoguchi/shared/data';
import type { LiveData, PatchNote } from '@madoguchi/shared/data';
import { render, screen, within } from '@testing-library/react';
import { Route, Routes } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { TopPage } from './TopPage';

let auth: Partial<AuthState>;
let latestNotes: LiveData<PatchNote[]>;

jest.mock('@madoguchi/shared', () => ({ useAuth: () => auth }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  // No open inquiries: this file is about the release notes card.
  useLiveData: () => ({ status: 'ready', data: [] }),
  watchOpenInquiries: () => jest.fn(),
  useLatestPatchNotes: () => latestNotes,
  usePatchNotesUnread: () => ({ unreadCount: 1 }),
}));

const note = (id: string, bodyHtml: string): PatchNote => ({
  id,
  title: `リリース ${id}`,
  bodyHtml,
  labels: ['improvement'],
  publishedAt: new Date('2026-05-10T00:00:00Z'),
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/tenants/tenant-a']}>
      <Routes>
        <Route path="/tenants/:tenantId" element={<TopPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  auth = { tenantId: 'tenant-a', currentUserId: 'u1', currentUserName: '鈴木 一郎' };
});

describe('TopPage, latest release notes', () => {
  it('shows each note with its title and a plain-text excerpt of its body', () => {
    latestNotes = {
      status: 'ready',
      data: [
        note('n2', '<p><strong>一覧</strong>を&nbsp;改善しました。</p><script>alert(1)</script>'),
        note('n1', `<h2>概要</h2><p>${'添付ファイルを送れるようになりました。'.repeat(10)}</p>`),
      ],
    };
    renderPage();
    const items = within(screen.getByRole('list', { name: '最新のリリースノート' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^改善リリース n2未読一覧を 改善しました。/);
    expect(within(items[0]!).getByText('一覧を 改善しました。').tagName).not.toBe('STRONG');

    const long = within(items[1]!).getByText(/^概要 添付ファイルを送れるようになりました。/);
    expect(long.textContent).toMatch(/…$/);
    expect(Array.from(long.textContent ?? '').length).toBeLessThanOrEqual(120);
    expect(within(items[1]!).queryByText('未読')).toBeNull();
  });

  it('shows no empty excerpt line for a note whose body has no text', () => {
    latestNotes = { status: 'ready', data: [note('n1', '<p> </p>')] };
    renderPage();
    const item = within(screen.getByRole('list', { name: '最新のリリースノート' })).getByRole('listitem');
    // Labels and title on one line, the date on the next: nothing in between.
    expect(item.children).toHaveLength(2);
  });
});
