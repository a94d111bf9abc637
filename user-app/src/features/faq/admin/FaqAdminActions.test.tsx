import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as SharedData from '@madoguchi/shared/data';
import { faqDocument, renderAtFaq } from '../faqTestKit';
import { FaqAdminActions } from './FaqAdminActions';

const saveFaq = jest.fn();
const deleteFaq = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: jest.fn(), error: jest.fn() } }));
jest.mock('../api/callables', () => ({ saveFaq: (...args: unknown[]) => saveFaq(...args), deleteFaq: (...args: unknown[]) => deleteFaq(...args) }));
jest.mock('@madoguchi/shared/data', () => ({
  errorMessage: jest.requireActual<typeof SharedData>('@madoguchi/shared/data').errorMessage,
}));

function renderActions(faq = faqDocument()) {
  const handlers = { onEdit: jest.fn(), onDeleted: jest.fn() };
  renderAtFaq(<FaqAdminActions tenantId="t1" faq={faq} {...handlers} />);
  return handlers;
}

beforeEach(() => [saveFaq, deleteFaq].forEach((mock) => mock.mockReset()));

describe('FaqAdminActions', () => {
  it('publishes a draft and unpublishes a published entry, keeping its content', async () => {
    saveFaq.mockResolvedValue({ faqId: 'faq-password' });
    renderActions(faqDocument({ status: 'draft' }));
    await userEvent.click(screen.getByRole('button', { name: '公開する' }));
    await waitFor(() => expect(saveFaq).toHaveBeenCalledTimes(1));
    expect(saveFaq.mock.calls[0]?.[0]).toEqual({
      tenantId: 't1',
      faqId: 'faq-password',
      question: 'パスワードを再設定するには',
      answerHtml: '<p>ログイン画面から<strong>再設定</strong>できます。</p>',
      categoryIds: [],
      tags: ['アカウント'],
      aliases: [],
      status: 'published',
    });
  });

  it('deletes only after the confirmation', async () => {
    deleteFaq.mockResolvedValue({ faqId: 'faq-password' });
    const { onDeleted } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    expect(await screen.findByText('「パスワードを再設定するには」を削除します。削除すると元に戻せません。')).toBeInTheDocument();
    // Fluent's focus manager (tabster) may mark an opening dialog aria-hidden for a moment, at times that
    // depend on the machine's load: its buttons are found among hidden nodes too.
    await userEvent.click(await screen.findByRole('button', { name: 'キャンセル', hidden: true }));
    expect(deleteFaq).not.toHaveBeenCalled();
    // The cancelled dialog leaves before it is opened again: a busy machine may still be closing it,
    // and its hidden copy would stand in for the new one.
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    await userEvent.click(await screen.findByRole('button', { name: '削除する', hidden: true }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(deleteFaq).toHaveBeenCalledWith({ tenantId: 't1', faqId: 'faq-password' });
  });

  it("shows the server's message when deleting fails and stays", async () => {
    deleteFaq.mockRejectedValue(Object.assign(new Error('権限がありません。'), { code: 'functions/permission-denied' }));
    const { onDeleted } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    // Among hidden nodes too, as above: tabster may still mark the opening dialog aria-hidden.
    await userEvent.click(await screen.findByRole('button', { name: '削除する', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'よくある質問を削除しますか?', hidden: true });
    expect(await within(dialog).findByText('削除できませんでした。権限がありません。')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '削除する', hidden: true })).toBeEnabled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("shows the server's message under the buttons when publishing fails", async () => {
    saveFaq.mockRejectedValue(Object.assign(new Error('権限がありません。'), { code: 'functions/permission-denied' }));
    renderActions(faqDocument({ status: 'draft' }));
    await userEvent.click(screen.getByRole('button', { name: '公開する' }));
    expect(await screen.findByText('権限がありません。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '公開する' })).toBeEnabled();
  });
});
