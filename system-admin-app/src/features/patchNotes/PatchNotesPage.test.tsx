import type * as PatchNoteAdminApi from './api/patchNoteAdmin';
import { screen, within } from '@testing-library/react';
import { PATCH_NOTES_ADMIN_PAGE_SIZE, PatchNotesPage } from './PatchNotesPage';
import { renderRoute } from '@madoguchi/shared/router/testing';
import { adminNote } from './patchNotesTestKit';

const fetchAdminPatchNotes = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: jest.fn(), error: jest.fn() } }));
jest.mock('./api/patchNoteAdmin', () => ({
  ...jest.requireActual<typeof PatchNoteAdminApi>('./api/patchNoteAdmin'),
  fetchAdminPatchNotes: (...args: unknown[]) => fetchAdminPatchNotes(...args),
}));

const renderPage = () => renderRoute('/systemAdmin/patchNote', '/systemAdmin/patchNote', <PatchNotesPage />);

beforeEach(() => fetchAdminPatchNotes.mockReset());

describe('PatchNotesPage', () => {
  it('lists every note with its state, labels and release time', async () => {
    const at = new Date('2026-12-01T01:00:00Z');
    fetchAdminPatchNotes.mockResolvedValue({
      items: [
        adminNote(),
        adminNote({ id: 'n2', title: '年末年始の窓口', bodyHtml: '<p></p>', state: 'scheduled', publishAt: at, labels: [] }),
        adminNote({ id: 'n3', title: '添付ファイル', bodyHtml: '<p>添付</p>', state: 'published', publishedAt: at, labels: ['new', 'fix'] }),
      ],
      next: null,
    });
    renderPage();
    const rows = within(await screen.findByRole('table', { name: 'リリースノート一覧' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('FAQ検索を改善しましたひらがなでも検索できます。下書き改善—');
    expect(rows[1]).toHaveTextContent(/^年末年始の窓口予約.*（予約）/);
    expect(rows[2]).toHaveTextContent(/^添付ファイル添付公開済み新機能修正2026\/12\/01/);
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute('href', '/systemAdmin/patchNote/n3');
    expect(fetchAdminPatchNotes).toHaveBeenCalledWith(PATCH_NOTES_ADMIN_PAGE_SIZE, null);
  });

  it('shows a plain-text excerpt of the body under the title, cut with "…" when long', async () => {
    const long = `<h2>概要</h2><p>${'検索の精度を上げました。'.repeat(20)}</p>`;
    fetchAdminPatchNotes.mockResolvedValue({ items: [adminNote({ bodyHtml: long })], next: null });
    renderPage();
    const row = within(await screen.findByRole('table', { name: 'リリースノート一覧' })).getAllByRole('row')[1]!;
    const title = within(row).getByRole('link', { name: 'FAQ検索を改善しました' });
    const excerpt = within(row).getByText(/^概要 検索の精度を上げました。/);
    expect(excerpt).not.toContainElement(title);
    expect(excerpt.textContent).toMatch(/…$/);
    expect(excerpt.textContent).not.toMatch(/[<>]/);
    expect(Array.from(excerpt.textContent ?? '').length).toBeLessThanOrEqual(120);
  });

  it('says when there are none yet', async () => {
    fetchAdminPatchNotes.mockResolvedValue({ items: [], next: null });
    renderPage();
    expect(await screen.findByText('リリースノートはまだありません')).toBeInTheDocument();
  });
});
