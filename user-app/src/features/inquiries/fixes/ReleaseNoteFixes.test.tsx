import type * as Data from '@madoguchi/shared/data';
import type { Inquiry, InquiryMessage, PatchNote } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { currentLocation, renderRoute } from '@madoguchi/shared/router/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MessageThread } from '../MessageThread';
import { InquiryFixActions } from './InquiryFixActions';
import { NOTES_PAGE_SIZE } from './MarkFixedDialog';

const markInquiryFixed = jest.fn();
const fetchPatchNotes = jest.fn();
const notifyInfo = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('../api/callables', () => ({ markInquiryFixed: (...args: unknown[]) => markInquiryFixed(...args) }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  fetchPatchNotes: (...args: unknown[]) => fetchPatchNotes(...args),
}));

const INQUIRY: Inquiry = {
  id: 'inq-mail', number: 8, title: '通知メールの件名が文字化けします', body: '', status: 'in_progress', categoryId: null,
  requesterUid: 'u1', requesterName: '鈴木 一郎', assigneeUid: null, createdAt: null, lastMessageAt: null, satisfaction: null, madeFaqs: [],
};
const AT = new Date('2026-11-20T01:00:00Z');

function message(fields: Partial<InquiryMessage>): InquiryMessage {
  return {
    id: 'm1', body: '件名が読めません。', authorUid: 'u1', authorName: '鈴木 一郎', source: 'web', internal: false, createdAt: AT,
    attachments: [], faqLinks: [], patchNoteId: null, ...fields,
  };
}
const note = (id: string, title: string): PatchNote => ({ id, title, bodyHtml: '<p>本文</p>', labels: ['fix'], publishedAt: AT });

const renderInTenant = (element: ReactElement) => renderRoute('/tenants/tenant-a/inquiries/inq-mail', '/tenants/:tenantId/inquiries/:inquiryId', element);

beforeEach(() => {
  for (const mock of [markInquiryFixed, fetchPatchNotes, notifyInfo]) mock.mockReset();
  fetchPatchNotes.mockResolvedValue({ items: [note('note-mail', '通知メールの文字化けを修正しました'), note('note-launch', '窓口の提供を開始しました')], next: null });
});

describe('a system message in the thread', () => {
  it('stands apart from the replies: a notice of the system, with its time and a link to the release note', () => {
    renderInTenant(
      <MessageThread
        tenantId="tenant-a"
        requesterUid="u1"
        messages={[
          message({}),
          message({
            id: 'releaseNote-note-mail', source: 'system', authorUid: null, authorName: 'システム', patchNoteId: 'note-mail',
            body: 'この件はリリースノート『通知メールの文字化けを修正しました』で修正されました。',
          }),
        ]}
      />,
    );
    const [reply, notice] = within(screen.getByRole('list', { name: 'やり取り' })).getAllByRole('listitem');
    expect(reply).toHaveAccessibleName('鈴木 一郎 のメッセージ');
    expect(notice).toHaveAccessibleName('システムからのお知らせ');
    expect(notice).toHaveTextContent(`この件はリリースノート『通知メールの文字化けを修正しました』で修正されました。リリースノートを見る${formatDateTime(AT)}`);
    expect(within(notice!).queryByText('依頼者')).toBeNull();
    expect(within(notice!).getByRole('link', { name: 'リリースノートを見る' })).toHaveAttribute('href', '/tenants/tenant-a/patch-note/note-mail');
  });
});

describe('InquiryFixActions', () => {
  it('links to the support form with the inquiry named, staying in the app', () => {
    renderInTenant(<InquiryFixActions tenantId="tenant-a" inquiry={INQUIRY} />);
    const link = screen.getByRole('link', { name: 'サポートに問い合わせる' });
    expect(link).toHaveAttribute('href', '/tenants/tenant-a/admin/support?inquiry=inq-mail');
    fireEvent.click(link);
    expect(currentLocation()).toBe('/tenants/tenant-a/admin/support?inquiry=inq-mail');
  });

  it('marks the inquiry fixed by the published note chosen, and says the requester was told', async () => {
    markInquiryFixed.mockResolvedValue({ inquiryId: 'inq-mail', patchNoteId: 'note-mail', told: true });
    renderInTenant(<InquiryFixActions tenantId="tenant-a" inquiry={INQUIRY} />);
    fireEvent.click(screen.getByRole('button', { name: 'リリースノートで修正済みにする' }));
    const dialog = await screen.findByRole('dialog', { name: 'リリースノートで修正済みにする' });
    expect(fetchPatchNotes).toHaveBeenCalledWith(NOTES_PAGE_SIZE, null);
    expect(dialog).toHaveTextContent('依頼者（鈴木 一郎 さん）にお知らせが届きます。ステータスは変わりません。');
    const mark = within(dialog).getByRole('button', { name: '修正済みにする' });
    expect(mark).toBeDisabled();
    fireEvent.click(await within(dialog).findByRole('radio', { name: /通知メールの文字化けを修正しました/ }));
    fireEvent.click(mark);
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('リリースノートで修正済みにしました。やり取りに表示され、依頼者にお知らせしました。'));
    expect(markInquiryFixed).toHaveBeenCalledWith({ tenantId: 'tenant-a', inquiryId: 'inq-mail', patchNoteId: 'note-mail' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the inquiry already had that note, and keeps the dialog with a refusal', async () => {
    markInquiryFixed
      .mockRejectedValueOnce(Object.assign(new Error('指定されたリリースノートが見つかりません。公開中のリリースノートから選んでください。'), { code: 'functions/not-found' }))
      .mockResolvedValueOnce({ inquiryId: 'inq-mail', patchNoteId: 'note-launch', told: false });
    renderInTenant(<InquiryFixActions tenantId="tenant-a" inquiry={INQUIRY} />);
    fireEvent.click(screen.getByRole('button', { name: 'リリースノートで修正済みにする' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: /窓口の提供を開始しました/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '修正済みにする' }));
    expect(await within(dialog).findByText(/修正済みにできませんでした。指定されたリリースノートが見つかりません。/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '修正済みにする' }));
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('この問い合わせには、すでにこのリリースノートのお知らせが表示されています。'));
  });

  it('says when no note is published yet', async () => {
    fetchPatchNotes.mockResolvedValue({ items: [], next: null });
    renderInTenant(<InquiryFixActions tenantId="tenant-a" inquiry={INQUIRY} />);
    fireEvent.click(screen.getByRole('button', { name: 'リリースノートで修正済みにする' }));
    expect(await screen.findByText('公開中のリリースノートはまだありません。')).toBeInTheDocument();
  });
});
