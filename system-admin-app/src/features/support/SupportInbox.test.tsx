import type * as SupportInboxApi from './api/supportInbox';
import type { InboxRequest } from '@madoguchi/shared/data';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { SUPPORT_INBOX_PAGE_SIZE, SupportInboxPage } from './SupportInboxPage';
import { SupportRequestPage } from './SupportRequestPage';

const fetchSupportInbox = jest.fn();
const replySupportRequest = jest.fn();
const closeSupportRequest = jest.fn();
const notifyInfo = jest.fn();
let shown: InboxRequest | null;

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ replySupportRequest: (...args: unknown[]) => replySupportRequest(...args), closeSupportRequest: (...args: unknown[]) => closeSupportRequest(...args) }));
jest.mock('./api/supportInbox', () => ({
  ...jest.requireActual<typeof SupportInboxApi>('./api/supportInbox'),
  fetchSupportInbox: (...args: unknown[]) => fetchSupportInbox(...args),
  watchSupportRequest: () => async (onData: (request: InboxRequest | null) => void) => {
    onData(shown);
    return () => undefined;
  },
}));

function request(overrides: Partial<InboxRequest> = {}): InboxRequest {
  return {
    id: 'r1',
    tenantId: 'tenant-a',
    tenantName: '株式会社さくら商事',
    fromName: '佐藤 花子',
    subject: 'CSVの取り込みについて',
    body: 'Shift_JISのファイルは使えますか？',
    status: 'open',
    createdAt: new Date('2026-11-20T00:00:00Z'),
    replies: [],
    inquiries: [],
    ...overrides,
  };
}

function renderAt(url: string) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/systemAdmin/support" element={<SupportInboxPage />} />
          <Route path="/systemAdmin/support/:supportRequestId" element={<SupportRequestPage />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

beforeEach(() => {
  for (const mock of [fetchSupportInbox, replySupportRequest, closeSupportRequest, notifyInfo]) mock.mockReset();
  shown = request();
});

describe('support inbox', () => {
  it('opens on the open requests of every tenant and filters by status', async () => {
    fetchSupportInbox.mockResolvedValue({ items: [request()], next: null });
    renderAt('/systemAdmin/support');
    const table = await screen.findByRole('table', { name: 'サポート依頼一覧' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('CSVの取り込みについて株式会社さくら商事佐藤 花子未対応');
    expect(within(table).getByRole('link')).toHaveAttribute('href', '/systemAdmin/support/r1');
    expect(fetchSupportInbox).toHaveBeenCalledWith('open', SUPPORT_INBOX_PAGE_SIZE, null);

    fetchSupportInbox.mockResolvedValue({ items: [], next: null });
    fireEvent.click(screen.getByRole('combobox', { name: '状態' }));
    fireEvent.click(screen.getByRole('option', { name: 'すべて' }));
    await waitFor(() => expect(fetchSupportInbox).toHaveBeenLastCalledWith(null, SUPPORT_INBOX_PAGE_SIZE, null));
    expect(await screen.findByText('該当するサポート依頼はありません')).toBeInTheDocument();
  });

  it('shows the request with its replies and sends a reply, keeping it when the server refuses', async () => {
    shown = request({ status: 'answered', replies: [{ body: '使えます。', fromName: '窓口サポート', createdAt: new Date() }] });
    replySupportRequest.mockRejectedValueOnce(Object.assign(new Error('このサポート依頼はクローズされています。'), { code: 'functions/failed-precondition' }));
    replySupportRequest.mockResolvedValueOnce({ supportRequestId: 'r1' });
    renderAt('/systemAdmin/support/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'CSVの取り込みについて' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '窓口サポート の回答' })).toHaveTextContent('使えます。');

    const reply = screen.getByRole('textbox', { name: /回答/ });
    fireEvent.click(screen.getByRole('button', { name: '回答を送信' }));
    expect(screen.getByText('回答を入力してください。')).toBeInTheDocument();
    fireEvent.change(reply, { target: { value: ' 文字コードは自動で判別します。 ' } });
    fireEvent.click(screen.getByRole('button', { name: '回答を送信' }));
    expect(await screen.findByText('このサポート依頼はクローズされています。')).toBeInTheDocument();
    expect(reply).toHaveValue(' 文字コードは自動で判別します。 ');
    fireEvent.click(screen.getByRole('button', { name: '回答を送信' }));
    await waitFor(() => expect(reply).toHaveValue(''));
    expect(replySupportRequest).toHaveBeenLastCalledWith({ supportRequestId: 'r1', body: '文字コードは自動で判別します。' }, expect.any(String));
    // The retry of the refused reply is the same request: the server would apply it once.
    const [[, refusedId], [, retriedId]] = replySupportRequest.mock.calls as unknown as [[unknown, string], [unknown, string]];
    expect(retriedId).toBe(refusedId);
    expect(notifyInfo).toHaveBeenCalledWith('回答を送信しました。');
  });

  it('closes a request, and offers no reply once it is closed', async () => {
    closeSupportRequest.mockResolvedValue({ supportRequestId: 'r1' });
    const { unmount } = renderAt('/systemAdmin/support/r1');
    fireEvent.click(await screen.findByRole('button', { name: 'クローズする' }));
    await waitFor(() => expect(closeSupportRequest).toHaveBeenCalledWith({ supportRequestId: 'r1' }));
    unmount();
    shown = request({ status: 'closed' });
    renderAt('/systemAdmin/support/r1');
    expect(await screen.findByText('この依頼はクローズされています。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '回答を送信' })).toBeNull();
  });

  it('names the inquiries a request is about by number, title and tenant, without links (the vendor reads no inquiries)', async () => {
    shown = request({ inquiries: [{ inquiryId: 'inq-mail', number: 8, title: '通知メールの件名が文字化けします' }] });
    renderAt('/systemAdmin/support/r1');
    const list = await screen.findByRole('list', { name: '関連する問い合わせ' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('#8 通知メールの件名が文字化けします株式会社さくら商事');
    expect(within(list).queryByRole('link')).toBeNull();
  });

  it('has no such section for a request about no inquiry', async () => {
    renderAt('/systemAdmin/support/r1');
    await screen.findByRole('heading', { level: 1, name: 'CSVの取り込みについて' });
    expect(screen.queryByRole('heading', { name: '関連する問い合わせ' })).toBeNull();
  });
});
