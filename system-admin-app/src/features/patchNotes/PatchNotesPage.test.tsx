import type * as Data from '@madoguchi/shared/data';
import { screen, within } from '@testing-library/react';
import { PATCH_NOTES_ADMIN_PAGE_SIZE, PatchNotesPage } from './PatchNotesPage';
import { adminNote, renderAt } from './patchNotesTestKit';

const fetchAdminPatchNotes = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: jest.fn(), error: jest.fn() } }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  fetchAdminPatchNotes: (...args: unknown[]) => fetchAdminPatchNotes(...args),
}));

const renderPage = () => renderAt('/systemAdmin/patchNote', '/systemAdmin/patchNote', <PatchNotesPage />);

beforeEach(() => fetchAdminPatchNotes.mockReset());

describe('PatchNotesPage', () => {
  it('lists every note with its state, labels and release time', async () => {
    const at = new Date('2026-12-01T01:00:00Z');
    fetchAdminPatchNotes.mockResolvedValue({
      items: [
        adminNote(),
        adminNote({ id: 'n2', title: '年末年始の窓口', state: 'scheduled', publishAt: at, labels: [] }),
        adminNote({ id: 'n3', title: '添付ファイル', state: 'published', publishedAt: at, labels: ['new', 'fix'] }),
      ],
      next: null,
    });
    renderPage();
    const rows = within(await screen.findByRole('table', { name: 'リリースノート一覧' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('FAQ検索を改善しました下書き改善—');
    expect(rows[1]).toHaveTextContent(/^年末年始の窓口予約.*（予約）/);
    expect(rows[2]).toHaveTextContent(/^添付ファイル公開済み新機能修正2026\/12\/01/);
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute('href', '/systemAdmin/patchNote/n3');
    expect(fetchAdminPatchNotes).toHaveBeenCalledWith(PATCH_NOTES_ADMIN_PAGE_SIZE, null);
  });

  it('says when there are none yet', async () => {
    fetchAdminPatchNotes.mockResolvedValue({ items: [], next: null });
    renderPage();
    expect(await screen.findByText('リリースノートはまだありません')).toBeInTheDocument();
  });
});
