import type * as PatchNoteAdminApi from './api/patchNoteAdmin';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PatchNoteEditor } from './PatchNoteEditor';
import { renderRoute } from '@madoguchi/shared/router/testing';
import { FakeRichTextEditor, adminNote } from './patchNotesTestKit';

const createPatchNoteDraft = jest.fn();
const savePatchNoteContent = jest.fn();
const createPatchNotePreview = jest.fn();
const notifyInfo = jest.fn();
const updatePublishedPatchNote = jest.fn();

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => ({ currentUserId: 'sys1' }),
  notify: { info: (text: string) => notifyInfo(text), error: jest.fn() },
}));
jest.mock('./api/callables', () => ({ updatePublishedPatchNote: (...args: unknown[]) => updatePublishedPatchNote(...args) }));
jest.mock('@madoguchi/shared/richtext', () => ({ RichTextEditor: FakeRichTextEditor }));
jest.mock('./api/patchNoteAdmin', () => ({
  ...jest.requireActual<typeof PatchNoteAdminApi>('./api/patchNoteAdmin'),
  createPatchNoteDraft: (...args: unknown[]) => createPatchNoteDraft(...args),
  savePatchNoteContent: (...args: unknown[]) => savePatchNoteContent(...args),
  createPatchNotePreview: (...args: unknown[]) => createPatchNotePreview(...args),
}));

const renderEditor = (note: PatchNoteAdminApi.AdminPatchNote | null) => renderRoute('/systemAdmin/patchNote/x', '/systemAdmin/patchNote/x', <PatchNoteEditor note={note} />);
const title = () => screen.getByRole('textbox', { name: /タイトル/ });
const body = async () => screen.findByRole('textbox', { name: /本文/ });

beforeEach(() => {
  for (const mock of [createPatchNoteDraft, savePatchNoteContent, createPatchNotePreview, notifyInfo, updatePublishedPatchNote]) mock.mockReset();
});

describe('PatchNoteEditor', () => {
  it('names what is missing and saves nothing', async () => {
    renderEditor(null);
    await body();
    fireEvent.click(screen.getByRole('button', { name: '下書き保存' }));
    expect(screen.getByText('タイトルを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('本文を入力してください。')).toBeInTheDocument();
    fireEvent.change(title(), { target: { value: 'あ'.repeat(101) } });
    fireEvent.change(await body(), { target: { value: '<p></p>' } });
    fireEvent.click(screen.getByRole('button', { name: '下書き保存' }));
    expect(screen.getByText('タイトルは100文字以内で入力してください。')).toBeInTheDocument();
    expect(screen.getByText('本文を入力してください。')).toBeInTheDocument();
    expect(createPatchNoteDraft).not.toHaveBeenCalled();
  });

  it('saves a new draft with its labels and opens it for editing; a failure keeps the text', async () => {
    createPatchNoteDraft.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'permission-denied' }));
    createPatchNoteDraft.mockResolvedValueOnce('n9');
    renderEditor(null);
    fireEvent.change(title(), { target: { value: '  通知設定を追加  ' } });
    fireEvent.change(await body(), { target: { value: '<p>メールでも受け取れます。</p>' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '新機能' }));
    fireEvent.click(screen.getByRole('button', { name: '下書き保存' }));
    expect(await screen.findByText(/保存できませんでした。/)).toBeInTheDocument();
    expect(title()).toHaveValue('  通知設定を追加  ');

    fireEvent.click(screen.getByRole('button', { name: '下書き保存' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '現在の場所' })).toHaveTextContent('/systemAdmin/patchNote/n9'));
    expect(createPatchNoteDraft).toHaveBeenLastCalledWith('sys1', { title: '通知設定を追加', bodyHtml: '<p>メールでも受け取れます。</p>', labels: ['new'] });
    expect(notifyInfo).toHaveBeenCalledWith('下書きを保存しました。');
  });

  it('saves only changed content of a stored note', async () => {
    savePatchNoteContent.mockResolvedValue(undefined);
    renderEditor(adminNote());
    await body();
    expect(screen.getByRole('button', { name: '変更を保存' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: '修正' }));
    fireEvent.click(screen.getByRole('button', { name: '変更を保存' }));
    await waitFor(() =>
      expect(savePatchNoteContent).toHaveBeenCalledWith('n1', { title: 'FAQ検索を改善しました', bodyHtml: '<p>ひらがなでも検索できます。</p>', labels: ['improvement', 'fix'] }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '変更を保存' })).toBeDisabled());
  });

  it('saves a correction to a published note through the server, which sanitizes it, never directly', async () => {
    updatePublishedPatchNote.mockResolvedValue({ patchNoteId: 'n1', status: 'published', publishAt: null, publishedAt: '2026-11-20T00:00:00.000Z' });
    renderEditor(adminNote({ state: 'published' }));
    await body();
    fireEvent.click(screen.getByRole('checkbox', { name: '修正' }));
    fireEvent.click(screen.getByRole('button', { name: '変更を保存' }));
    await waitFor(() =>
      expect(updatePublishedPatchNote).toHaveBeenCalledWith({
        patchNoteId: 'n1', title: 'FAQ検索を改善しました', bodyHtml: '<p>ひらがなでも検索できます。</p>', labels: ['improvement', 'fix'],
      }),
    );
    expect(savePatchNoteContent).not.toHaveBeenCalled();
  });

  it('previews the unsaved content in a new tab through a saved snapshot', async () => {
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    createPatchNotePreview.mockResolvedValue('p7');
    renderEditor(adminNote());
    fireEvent.change(await body(), { target: { value: '<p>まだ保存していない本文</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'プレビュー' }));
    await waitFor(() => expect(tab.location.href).toBe('/systemAdmin/patchNote/n1/preview/p7'));
    expect(createPatchNotePreview).toHaveBeenCalledWith('sys1', 'n1', expect.objectContaining({ bodyHtml: '<p>まだ保存していない本文</p>' }));
    expect(savePatchNoteContent).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
