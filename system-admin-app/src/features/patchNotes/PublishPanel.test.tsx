import type * as PatchNoteAdminApi from './api/patchNoteAdmin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PublishPanel } from './PublishPanel';
import { renderRoute } from '@madoguchi/shared/router/testing';
import { adminNote } from './patchNotesTestKit';

const publishPatchNote = jest.fn();
const schedulePatchNote = jest.fn();
const unpublishPatchNote = jest.fn();
const deletePatchNoteDraft = jest.fn();
const notifyInfo = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ publishPatchNote: (...args: unknown[]) => publishPatchNote(...args), schedulePatchNote: (...args: unknown[]) => schedulePatchNote(...args), unpublishPatchNote: (...args: unknown[]) => unpublishPatchNote(...args) }));
jest.mock('./api/patchNoteAdmin', () => ({
  ...jest.requireActual<typeof PatchNoteAdminApi>('./api/patchNoteAdmin'),
  deletePatchNoteDraft: (...args: unknown[]) => deletePatchNoteDraft(...args),
}));

function renderPanel(note: PatchNoteAdminApi.AdminPatchNote, saveFirst = jest.fn().mockResolvedValue(true)) {
  const onDeleted = jest.fn();
  renderRoute('/', '/', <PublishPanel note={note} saveFirst={saveFirst} onDeleted={onDeleted} />);
  return { saveFirst, onDeleted };
}

/** A `datetime-local` value `hours` from now. */
function localIn(hours: number): string {
  const at = new Date(Date.now() + hours * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

beforeEach(() => {
  for (const mock of [publishPatchNote, schedulePatchNote, unpublishPatchNote, deletePatchNoteDraft, notifyInfo]) mock.mockReset();
});

describe('PublishPanel', () => {
  it('publishes after a confirmation, saving pending edits first', async () => {
    publishPatchNote.mockResolvedValue({ patchNoteId: 'n1' });
    const { saveFirst } = renderPanel(adminNote());
    fireEvent.click(screen.getByRole('button', { name: '今すぐ公開' }));
    const dialog = await screen.findByRole('dialog', { name: '今すぐ公開しますか？' });
    expect(publishPatchNote).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '公開する' }));
    await waitFor(() => expect(publishPatchNote).toHaveBeenCalledWith({ patchNoteId: 'n1' }));
    expect(saveFirst).toHaveBeenCalled();
    expect(notifyInfo).toHaveBeenCalledWith('リリースノートを公開しました。');
  });

  it('publishes nothing when saving the edits failed', async () => {
    renderPanel(adminNote(), jest.fn().mockResolvedValue(false));
    fireEvent.click(screen.getByRole('button', { name: '今すぐ公開' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '公開する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(publishPatchNote).not.toHaveBeenCalled();
  });

  it('schedules a future time and refuses a past one', async () => {
    schedulePatchNote.mockResolvedValue({ patchNoteId: 'n1' });
    renderPanel(adminNote());
    const when = screen.getByLabelText('公開日時を予約');
    fireEvent.change(when, { target: { value: localIn(-1) } });
    fireEvent.click(screen.getByRole('button', { name: '予約する' }));
    expect(screen.getByText('公開する日時には、これから先の日時を指定してください。')).toBeInTheDocument();
    expect(schedulePatchNote).not.toHaveBeenCalled();

    const future = localIn(48);
    fireEvent.change(when, { target: { value: future } });
    fireEvent.click(screen.getByRole('button', { name: '予約する' }));
    await waitFor(() => expect(schedulePatchNote).toHaveBeenCalledWith({ patchNoteId: 'n1', publishAt: new Date(future).toISOString() }));
  });

  it('shows the server refusal and offers unpublishing a published note', async () => {
    unpublishPatchNote.mockRejectedValue(Object.assign(new Error('このリリースノートは見つかりません。'), { code: 'functions/not-found' }));
    renderPanel(adminNote({ state: 'published', publishedAt: new Date() }));
    expect(screen.queryByRole('button', { name: '今すぐ公開' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '公開を取り消す' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取り消す' }));
    expect(await screen.findByText('このリリースノートは見つかりません。')).toBeInTheDocument();
  });

  it('deletes a draft after a confirmation without saving it', async () => {
    deletePatchNoteDraft.mockResolvedValue(undefined);
    const { saveFirst, onDeleted } = renderPanel(adminNote());
    fireEvent.click(screen.getByRole('button', { name: '下書きを削除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(deletePatchNoteDraft).toHaveBeenCalledWith('n1');
    expect(saveFirst).not.toHaveBeenCalled();
  });
});
