import type { AuthState } from '@madoguchi/shared';
import type * as Data from '@madoguchi/shared/data';
import type { PatchNote } from '@madoguchi/shared/data';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { PATCH_NOTES_PAGE_SIZE, PatchNotesPage } from './PatchNotesPage';

const fetchPatchNotes = jest.fn();
const markPatchNotesSeen = jest.fn();
let auth: Partial<AuthState>;

jest.mock('@madoguchi/shared', () => ({ useAuth: () => auth }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  fetchPatchNotes: (...args: unknown[]) => fetchPatchNotes(...args),
  markPatchNotesSeen: (...args: unknown[]) => markPatchNotesSeen(...args),
}));

const note = (id: string, publishedAt: string, fields: Partial<PatchNote> = {}): PatchNote => ({
  id,
  title: `リリース ${id}`,
  bodyHtml: `<p>${id} の内容</p>`,
  labels: [],
  publishedAt: new Date(publishedAt),
  ...fields,
});

const SEEN = new Date('2026-05-01T00:00:00Z');
const NEWER = note('n3', '2026-05-10T00:00:00Z', {
  labels: ['new', 'fix'],
  bodyHtml: '<p><strong>一覧</strong>を改善しました。</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
});
const OLDER = note('n2', '2026-04-20T00:00:00Z', { labels: ['improvement'] });

function renderPage() {
  return render(
    <>
      <PatchNotesPage />
    </>,
  );
}

const articles = () => screen.getAllByRole('article');

beforeEach(() => {
  fetchPatchNotes.mockReset();
  markPatchNotesSeen.mockReset().mockResolvedValue(SEEN);
  auth = { tenantId: 'tenant-a', currentUserId: 'u1' };
});

describe('PatchNotesPage', () => {
  it('lists the notes in the order read, with labels, the sanitized body and 未読 on what came out since the last visit', async () => {
    fetchPatchNotes.mockResolvedValue({ items: [NEWER, OLDER], next: null });
    const { container } = renderPage();
    await screen.findByRole('heading', { name: 'リリース n3' });
    expect(fetchPatchNotes).toHaveBeenCalledWith(PATCH_NOTES_PAGE_SIZE, null);
    expect(markPatchNotesSeen).toHaveBeenCalledWith('tenant-a', 'u1');
    expect(articles().map((article) => within(article).getByRole('heading').textContent)).toEqual(['リリース n3', 'リリース n2']);
    await within(articles()[0]!).findByText('未読');
    expect(within(articles()[1]!).queryByText('未読')).toBeNull();
    expect(within(articles()[0]!).getByText('新機能')).toBeInTheDocument();
    expect(within(articles()[0]!).getByText('修正')).toBeInTheDocument();
    expect(within(articles()[1]!).getByText('改善')).toBeInTheDocument();
    expect(within(articles()[0]!).getByText('一覧').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull(); // the policy keeps no images, so none with onerror
    expect(screen.queryByRole('button', { name: 'さらに表示' })).toBeNull();
    expect(markPatchNotesSeen).toHaveBeenCalledTimes(1);
  });

  it('marks every note unread for a user who never opened the page', async () => {
    markPatchNotesSeen.mockResolvedValue(null);
    fetchPatchNotes.mockResolvedValue({ items: [NEWER, OLDER], next: null });
    renderPage();
    await screen.findByRole('heading', { name: 'リリース n3' });
    expect(await screen.findAllByText('未読')).toHaveLength(2);
  });

  it('shows no 未読 marks when recording the visit failed', async () => {
    markPatchNotesSeen.mockRejectedValue(new Error('offline'));
    fetchPatchNotes.mockResolvedValue({ items: [NEWER], next: null });
    renderPage();
    await screen.findByRole('heading', { name: 'リリース n3' });
    expect(screen.queryByText('未読')).toBeNull();
  });

  it('loads the next page after the cursor with さらに表示', async () => {
    const cursor = { id: 'n3-cursor' };
    fetchPatchNotes.mockResolvedValueOnce({ items: [NEWER], next: cursor }).mockResolvedValueOnce({ items: [OLDER], next: null });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'さらに表示' }));
    await screen.findByRole('heading', { name: 'リリース n2' });
    expect(fetchPatchNotes).toHaveBeenLastCalledWith(PATCH_NOTES_PAGE_SIZE, cursor);
    expect(articles()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'さらに表示' })).toBeNull();
  });

  it('says when nothing is published yet', async () => {
    fetchPatchNotes.mockResolvedValue({ items: [], next: null });
    renderPage();
    expect(await screen.findByText('公開中のリリースノートはまだありません。')).toBeInTheDocument();
  });

  it('shows a failed read with a retry of the same page', async () => {
    fetchPatchNotes
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }))
      .mockResolvedValueOnce({ items: [OLDER], next: null });
    renderPage();
    expect(await screen.findByText(/リリースノートを読み込めませんでした。サーバーに接続できませんでした/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await screen.findByRole('heading', { name: 'リリース n2' });
    expect(fetchPatchNotes).toHaveBeenNthCalledWith(2, PATCH_NOTES_PAGE_SIZE, null);
  });
});
