import type * as Data from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { currentLocation, renderRoute } from '@madoguchi/shared/router/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CannedRepliesPage } from './CannedRepliesPage';
import { CATEGORIES, REPLIES, ROUTES, UPDATED, deliver, refusal } from './cannedRepliesTestKit';

const fetchCannedReplies = jest.fn();
const deleteCannedReply = jest.fn();
const notifyInfo = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ deleteCannedReply: (...args: unknown[]) => deleteCannedReply(...args) }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  fetchCannedReplies: (...args: unknown[]) => fetchCannedReplies(...args),
  watchCategories: () => deliver(CATEGORIES),
}));

const renderPage = () => renderRoute('/tenants/tenant-a/admin/canned-replies', ROUTES.list, <CannedRepliesPage />);
const table = () => screen.findByRole('table', { name: '定型文一覧' });
const rows = () => within(screen.getByRole('table', { name: '定型文一覧' })).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
// Inside the dialog, hidden nodes too: in jsdom Fluent's focus manager may mark it aria-hidden when focus leaves it.
const hidden = { hidden: true } as const;
const confirmation = async (name: string) => within(await screen.findByRole('dialog', { name, ...hidden }));

beforeEach(() => {
  fetchCannedReplies.mockReset().mockResolvedValue(REPLIES);
  deleteCannedReply.mockReset();
  notifyInfo.mockReset();
});

describe('CannedRepliesPage', () => {
  it("lists the tenant's canned replies in Japanese order with their category and last change", async () => {
    renderPage();
    await table();
    expect(fetchCannedReplies).toHaveBeenCalledWith('tenant-a');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['タイトル', 'カテゴリ', '更新日時', '操作']);
    const updated = `${formatDateTime(UPDATED)}佐藤 花子`;
    expect(rows().map(cellsOf)).toEqual([
      ['開発用アカウント', '開発部', updated, '削除'],
      ['旧部署あて', '（削除されたカテゴリ）', updated, '削除'],
      ['受付のご連絡', '指定なし', updated, '削除'],
    ]);
    expect(within(rows()[0]!).getByRole('link', { name: '開発用アカウント' })).toHaveAttribute('href', '/tenants/tenant-a/admin/canned-replies/r-dev');
    expect(screen.getByText('3件（200件まで登録できます）')).toBeInTheDocument();
  });

  it('says there are none yet, and how to add the first', async () => {
    fetchCannedReplies.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('定型文はまだありません')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '新規登録' }));
    expect(currentLocation()).toBe('/tenants/tenant-a/admin/canned-replies/new');
  });

  it('says why the list failed and reads it again on request', async () => {
    fetchCannedReplies.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    renderPage();
    expect(await screen.findByText(/^定型文を読み込めませんでした。/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await table();
    expect(fetchCannedReplies).toHaveBeenCalledTimes(2);
  });

  it('deletes a canned reply after asking, and reads the list again', async () => {
    deleteCannedReply.mockResolvedValue({ cannedReplyId: 'r-dev' });
    renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '「開発用アカウント」を削除' }));
    const dialog = await confirmation('「開発用アカウント」を削除しますか?');
    fetchCannedReplies.mockResolvedValue(REPLIES.filter((reply) => reply.id !== 'r-dev'));
    fireEvent.click(dialog.getByRole('button', { name: '削除する', ...hidden }));
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('定型文「開発用アカウント」を削除しました。'));
    expect(deleteCannedReply).toHaveBeenCalledWith({ tenantId: 'tenant-a', cannedReplyId: 'r-dev' }, expect.any(String));
    await waitFor(() => expect(rows().map((row) => cellsOf(row)[0])).toEqual(['旧部署あて', '受付のご連絡']));
  });

  it('keeps the dialog open with the reason when the deletion is refused, retrying with the same request id', async () => {
    deleteCannedReply.mockRejectedValueOnce(refusal('指定された定型文が見つかりません。', 'functions/not-found')).mockResolvedValue({ cannedReplyId: 'r-received' });
    renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '「受付のご連絡」を削除' }));
    const dialog = await confirmation('「受付のご連絡」を削除しますか?');
    fireEvent.click(dialog.getByRole('button', { name: '削除する', ...hidden }));
    expect(await dialog.findByText('削除できませんでした。指定された定型文が見つかりません。')).toBeInTheDocument();
    expect(notifyInfo).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: '削除する', ...hidden }));
    await waitFor(() => expect(deleteCannedReply).toHaveBeenCalledTimes(2));
    const [[, first], [, second]] = deleteCannedReply.mock.calls as [[unknown, string], [unknown, string]];
    expect(second).toBe(first);
  });
});
