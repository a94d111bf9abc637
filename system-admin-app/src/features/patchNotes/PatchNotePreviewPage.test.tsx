import type * as PatchNoteAdminApi from './api/patchNoteAdmin';
import { screen } from '@testing-library/react';
import { PatchNotePreviewPage } from './PatchNotePreviewPage';
import { renderRoute } from '@madoguchi/shared/router/testing';

const fetchPatchNotePreview = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: jest.fn(), error: jest.fn() } }));
jest.mock('./api/patchNoteAdmin', () => ({
  ...jest.requireActual<typeof PatchNoteAdminApi>('./api/patchNoteAdmin'),
  fetchPatchNotePreview: (...args: unknown[]) => fetchPatchNotePreview(...args),
}));

const renderPage = () =>
  renderRoute('/systemAdmin/patchNote/n1/preview/p1', '/systemAdmin/patchNote/:patchNoteId/preview/:previewId', <PatchNotePreviewPage />);

beforeEach(() => fetchPatchNotePreview.mockReset());

describe('PatchNotePreviewPage', () => {
  it('renders the snapshot as users read it, sanitized', async () => {
    fetchPatchNotePreview.mockResolvedValue({
      title: '通知設定を追加',
      bodyHtml: '<p>メールでも受け取れます。</p><img src="x" onerror="window.__xss=1"><a href="javascript:alert(1)">リンク</a>',
      labels: ['new'],
      createdAt: new Date('2026-11-20T00:00:00Z'),
    });
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: '通知設定を追加' })).toBeInTheDocument();
    expect(screen.getByText('メールでも受け取れます。')).toBeInTheDocument();
    expect(screen.getByText('新機能')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(fetchPatchNotePreview).toHaveBeenCalledWith('n1', 'p1');
  });

  it('says when the preview does not exist', async () => {
    fetchPatchNotePreview.mockResolvedValue(null);
    renderPage();
    expect(await screen.findByText('プレビューが見つかりません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'リリースノート一覧に戻る' })).toHaveAttribute('href', '/systemAdmin/patchNote');
  });
});
