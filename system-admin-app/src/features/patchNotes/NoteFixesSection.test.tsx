import type * as EscalationsApi from './api/escalations';
import type { InboxRequest } from '@madoguchi/shared/data';
import type * as ReleaseFixesApi from './api/releaseFixes';
import { renderRoute } from '@madoguchi/shared/router/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ESCALATIONS_PAGE_SIZE } from './EscalationPicker';
import { NoteFixesSection } from './NoteFixesSection';
import { adminNote } from './patchNotesTestKit';

const setPatchNoteFixes = jest.fn();
const fetchEscalations = jest.fn();
const notifyInfo = jest.fn();
let stored: ReleaseFixesApi.NoteFix[];

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ setPatchNoteFixes: (...args: unknown[]) => setPatchNoteFixes(...args) }));
jest.mock('./api/escalations', () => ({
  ...jest.requireActual<typeof EscalationsApi>('./api/escalations'),
  fetchEscalations: (...args: unknown[]) => fetchEscalations(...args),
}));
jest.mock('./api/releaseFixes', () => ({
  ...jest.requireActual<typeof ReleaseFixesApi>('./api/releaseFixes'),
  watchPatchNoteFixes: () => async (onData: (fixes: ReleaseFixesApi.NoteFix[]) => void) => {
    onData(stored);
    return () => undefined;
  },
}));

const MAIL_FIX: ReleaseFixesApi.NoteFix = {
  tenantId: 'tenant-a', tenantName: '株式会社さくら商事', inquiryId: 'inq-mail', number: 8, title: '通知メールの件名が文字化けします', supportRequestId: 'sr-1',
};

function escalation(overrides: Partial<InboxRequest>): InboxRequest {
  return {
    id: 'sr-1', tenantId: 'tenant-a', tenantName: '株式会社さくら商事', fromName: '佐藤 花子', subject: '通知メールの文字化け', body: '本文',
    status: 'open', createdAt: new Date('2026-11-20T00:00:00Z'), replies: [],
    inquiries: [{ inquiryId: 'inq-mail', number: 8, title: '通知メールの件名が文字化けします' }],
    ...overrides,
  };
}
const HANDY = escalation({
  id: 'sr-2', tenantId: 'tenant-b', tenantName: 'みなと物流株式会社', subject: 'ハンディ端末の件',
  inquiries: [{ inquiryId: 'inq-handy', number: 3, title: 'ハンディ端末が起動しません' }],
});

const renderSection = (note = adminNote()) => renderRoute('/', '/', <NoteFixesSection note={note} />);
const fixList = () => screen.getByRole('list', { name: '修正した問い合わせの一覧' });

beforeEach(() => {
  for (const mock of [setPatchNoteFixes, fetchEscalations, notifyInfo]) mock.mockReset();
  stored = [MAIL_FIX];
  fetchEscalations.mockResolvedValue({ items: [escalation({}), HANDY], next: null });
  setPatchNoteFixes.mockResolvedValue({ patchNoteId: 'n1', fixes: 2, told: 0 });
});

describe('NoteFixesSection', () => {
  it("lists a draft's fixed inquiries with their tenant and says they hear of it when it is published", async () => {
    renderSection();
    expect(await screen.findByText(/公開すると、各問い合わせのやり取りに「この件はリリースノート『…』で修正されました」と表示され/)).toBeInTheDocument();
    expect(within(fixList()).getByRole('listitem')).toHaveTextContent('#8 通知メールの件名が文字化けします株式会社さくら商事');
  });

  it('says when there are none yet', async () => {
    stored = [];
    renderSection();
    expect(await screen.findByText('まだありません。サポート依頼で知らされた問い合わせから選べます。')).toBeInTheDocument();
  });

  it('picks from the escalated inquiries, the listed ones ticked, and saves the list as support requests name them', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: '問い合わせを選ぶ' }));
    const dialog = await screen.findByRole('dialog', { name: '修正した問い合わせを選ぶ' });
    expect(fetchEscalations).toHaveBeenCalledWith(ESCALATIONS_PAGE_SIZE, null);
    const mail = await within(dialog).findByRole('checkbox', { name: '#8 通知メールの件名が文字化けします' });
    expect(mail).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'ハンディ端末の件' })).toHaveTextContent('みなと物流株式会社');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '#3 ハンディ端末が起動しません' }));
    expect(dialog).toHaveTextContent('2 / 50 件を選択中');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存する' }));

    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('保存しました。公開したときにお知らせが届きます。'));
    expect(setPatchNoteFixes).toHaveBeenCalledWith({
      patchNoteId: 'n1',
      fixes: [
        { supportRequestId: 'sr-1', inquiryId: 'inq-mail' },
        { supportRequestId: 'sr-2', inquiryId: 'inq-handy' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on a published note, says that added inquiries hear of it at once and how many did', async () => {
    setPatchNoteFixes.mockResolvedValue({ patchNoteId: 'n1', fixes: 1, told: 1 });
    stored = [];
    renderSection(adminNote({ state: 'published', publishedAt: new Date() }));
    expect(await screen.findByText(/公開済みのため、追加した問い合わせにはすぐにお知らせが届きます/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '問い合わせを選ぶ' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '#8 通知メールの件名が文字化けします' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('保存しました。1件の問い合わせにお知らせしました。'));
  });

  it('keeps the dialog open with the refusal when saving fails', async () => {
    setPatchNoteFixes.mockRejectedValue(
      Object.assign(new Error('サポート依頼で問い合わせられていない問い合わせが含まれています。一覧から選び直してください。'), { code: 'functions/invalid-argument' }),
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: '問い合わせを選ぶ' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: '#3 ハンディ端末が起動しません' });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存する' }));
    expect(await within(dialog).findByText(/保存できませんでした。サポート依頼で問い合わせられていない/)).toBeInTheDocument();
    expect(notifyInfo).not.toHaveBeenCalled();
  });

  it('takes no more than 50: the unticked boxes lock at the limit', async () => {
    stored = Array.from({ length: 50 }, (_, index) => ({ ...MAIL_FIX, inquiryId: `inq-${index}`, number: 100 + index }));
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: '問い合わせを選ぶ' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('checkbox', { name: '#3 ハンディ端末が起動しません' })).toBeDisabled();
    expect(dialog).toHaveTextContent('50 / 50 件を選択中');
  });

  it('takes one off, keeping the others', async () => {
    const handyFix = { ...MAIL_FIX, tenantId: 'tenant-b', tenantName: 'みなと物流株式会社', inquiryId: 'inq-handy', number: 3, title: 'ハンディ端末が起動しません', supportRequestId: 'sr-2' };
    stored = [MAIL_FIX, handyFix];
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: '株式会社さくら商事 の #8 を外す' }));
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('#8 を外しました。'));
    expect(setPatchNoteFixes).toHaveBeenCalledWith({ patchNoteId: 'n1', fixes: [{ supportRequestId: 'sr-2', inquiryId: 'inq-handy' }] });
  });
});
