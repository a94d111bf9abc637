import type * as Data from '@madoguchi/shared/data';
import { renderRoute } from '@madoguchi/shared/router/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PatchNotePage } from './PatchNotePage';

const fetchPublishedPatchNote = jest.fn();

jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  fetchPublishedPatchNote: (...args: unknown[]) => fetchPublishedPatchNote(...args),
}));

const renderPage = () => renderRoute('/tenants/tenant-a/patch-note/note-mail', '/tenants/:tenantId/patch-note/:patchNoteId', <PatchNotePage />);

beforeEach(() => fetchPublishedPatchNote.mockReset());

describe('PatchNotePage', () => {
  it('shows the one note a link names, sanitized, with the way to the others, and names the tab after it', async () => {
    fetchPublishedPatchNote.mockResolvedValue({
      id: 'note-mail', title: '通知メールの文字化けを修正しました', labels: ['fix'], publishedAt: new Date('2026-11-20T01:00:00Z'),
      bodyHtml: '<p>件名が正しく表示されます。</p><img src="x" onerror="alert(1)">',
    });
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: '通知メールの文字化けを修正しました' })).toBeInTheDocument();
    expect(fetchPublishedPatchNote).toHaveBeenCalledWith('note-mail');
    expect(screen.getByText('件名が正しく表示されます。')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'リリースノート一覧に戻る' })).toHaveAttribute('href', '/tenants/tenant-a/patch-note');
    await waitFor(() => expect(document.title).toBe('リリースノート: 通知メールの文字化けを修正しました | 窓口'));
  });

  it('says a note that is not published (or not there) is not found', async () => {
    fetchPublishedPatchNote.mockResolvedValue(null);
    renderPage();
    expect(await screen.findByText('リリースノートが見つかりません。')).toBeInTheDocument();
  });

  it('shows a failed read with a retry', async () => {
    fetchPublishedPatchNote.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' })).mockResolvedValueOnce(null);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('リリースノートが見つかりません。')).toBeInTheDocument();
  });
});
