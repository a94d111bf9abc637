import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { AuthState } from '@madoguchi/shared';
import type * as Data from '@madoguchi/shared/data';
import type { SupportRequest } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { SUPPORT_PAGE_SIZE, SupportPage } from './SupportPage';

const fetchSupportRequests = jest.fn();
const sendSupportRequest = jest.fn();
const notifyInfo = jest.fn();
let auth: Partial<AuthState>;

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => auth,
  notify: { info: (text: string) => notifyInfo(text), error: jest.fn() },
}));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  fetchSupportRequests: (...args: unknown[]) => fetchSupportRequests(...args),
}));
jest.mock('@madoguchi/shared/api', () => ({
  tenantAdminApi: { sendSupportRequest: (...args: unknown[]) => sendSupportRequest(...args) },
}));

const SENT = new Date('2026-05-10T01:00:00Z');
const REPLIED = new Date('2026-05-11T02:30:00Z');

const request = (id: string, fields: Partial<SupportRequest> = {}): SupportRequest => ({
  id,
  subject: `件名 ${id}`,
  body: `${id} の内容です。\n2行目です。`,
  status: 'open',
  fromName: '佐藤 花子',
  createdAt: SENT,
  replies: [],
  ...fields,
});

const ANSWERED = request('r2', {
  subject: 'CSV取込の文字化けについて',
  status: 'answered',
  replies: [{ body: 'Shift_JIS のファイルにも対応しました。', fromName: '窓口サポート 山田', createdAt: REPLIED }],
});
const OPEN = request('r1', { subject: 'Slack連携の再接続' });
const CLOSED = request('r0', { subject: '請求書の宛名', status: 'closed' });

function renderPage() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={['/tenants/tenant-a/admin/support']}>
        <Routes>
          <Route path="/tenants/:tenantId/admin/support" element={<SupportPage />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

const form = () => screen.getByRole('form', { name: 'サポートへのお問い合わせ' });
const subject = () => within(form()).getByRole('textbox', { name: /件名/ });
const body = () => within(form()).getByRole('textbox', { name: /内容/ });
const send = () => fireEvent.click(within(form()).getByRole('button', { name: '送信する' }));
const headers = () => screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent);

beforeEach(() => {
  auth = { tenantId: 'tenant-a', currentUserId: 'demo-admin-a' };
  fetchSupportRequests.mockReset().mockResolvedValue({ items: [ANSWERED, OPEN, CLOSED], next: null });
  sendSupportRequest.mockReset();
  notifyInfo.mockReset();
});

describe('SupportPage: past requests', () => {
  it("lists the tenant's requests as read, newest first, each with its status, date, sender and reply count", async () => {
    renderPage();
    await screen.findByText('CSV取込の文字化けについて');
    expect(fetchSupportRequests).toHaveBeenCalledWith('tenant-a', SUPPORT_PAGE_SIZE, null);
    const sent = formatDateTime(SENT);
    expect(headers()).toEqual([
      `回答済みCSV取込の文字化けについて${sent}・佐藤 花子・回答 1件`,
      `未対応Slack連携の再接続${sent}・佐藤 花子`,
      `クローズ請求書の宛名${sent}・佐藤 花子`,
    ]);
  });

  it("opens a request to its text and the vendor's replies", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /CSV取込の文字化けについて/ }));
    const thread = await screen.findByRole('list', { name: '「CSV取込の文字化けについて」のやり取り' });
    const [question, reply] = within(thread).getAllByRole('listitem');
    expect(question).toHaveAccessibleName('お問い合わせ内容');
    expect(question).toHaveTextContent('r2 の内容です。 2行目です。');
    expect(reply).toHaveAccessibleName('運営元の回答（窓口サポート 山田）');
    expect(reply).toHaveTextContent('Shift_JIS のファイルにも対応しました。');
    expect(reply).toHaveTextContent(formatDateTime(REPLIED));
  });

  it('says when nothing has been sent yet', async () => {
    fetchSupportRequests.mockResolvedValue({ items: [], next: null });
    renderPage();
    expect(await screen.findByText('まだお問い合わせはありません')).toBeInTheDocument();
  });

  it('loads older requests after the cursor with さらに表示', async () => {
    const cursor = { id: 'r1-cursor' };
    fetchSupportRequests.mockResolvedValueOnce({ items: [ANSWERED, OPEN], next: cursor }).mockResolvedValueOnce({ items: [CLOSED], next: null });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'さらに表示' }));
    await screen.findByText('請求書の宛名');
    expect(fetchSupportRequests).toHaveBeenLastCalledWith('tenant-a', SUPPORT_PAGE_SIZE, cursor);
    expect(headers()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'さらに表示' })).toBeNull();
  });

  it('shows a failed read with a retry', async () => {
    fetchSupportRequests
      .mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }))
      .mockResolvedValueOnce({ items: [OPEN], next: null });
    renderPage();
    expect(await screen.findByText('お問い合わせの履歴を読み込めませんでした。権限がありません。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('Slack連携の再接続')).toBeInTheDocument();
  });
});

describe('SupportPage: sending a request', () => {
  it('names each problem in Japanese and sends nothing', async () => {
    renderPage();
    send();
    expect(await screen.findByText('件名を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('内容を入力してください。')).toBeInTheDocument();
    fireEvent.change(subject(), { target: { value: 'あ'.repeat(101) } });
    fireEvent.change(body(), { target: { value: 'い'.repeat(5001) } });
    send();
    expect(await screen.findByText('件名は100文字以内で入力してください。')).toBeInTheDocument();
    expect(screen.getByText('内容は5000文字以内で入力してください。')).toBeInTheDocument();
    fireEvent.change(subject(), { target: { value: 'あ'.repeat(100) } });
    fireEvent.change(body(), { target: { value: '　' } });
    send();
    expect(await screen.findByText('内容を入力してください。')).toBeInTheDocument();
    expect(screen.queryByText(/件名は100文字以内/)).toBeNull();
    expect(sendSupportRequest).not.toHaveBeenCalled();
  });

  it('sends the trimmed text for this tenant (the server fills in the sender), empties the form and shows it in the list', async () => {
    sendSupportRequest.mockResolvedValue({ supportRequestId: 'req-1', status: 'open' });
    renderPage();
    await screen.findByText('CSV取込の文字化けについて');
    await userEvent.type(subject(), ' ユーザーの一括削除 ');
    await userEvent.type(body(), '退職者をまとめて無効にする方法はありますか。\n');
    fetchSupportRequests.mockResolvedValue({ items: [request('req-1', { subject: 'ユーザーの一括削除' }), ANSWERED], next: null });
    send();
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('サポートにお問い合わせを送信しました。回答はこのページの「これまでのお問い合わせ」に表示されます。'));
    expect(sendSupportRequest).toHaveBeenCalledWith(
      { tenantId: 'tenant-a', subject: 'ユーザーの一括削除', body: '退職者をまとめて無効にする方法はありますか。' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(subject()).toHaveValue('');
    expect(body()).toHaveValue('');
    expect(await screen.findByRole('button', { name: /ユーザーの一括削除/ })).toBeInTheDocument();
    expect(fetchSupportRequests).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed when sending fails; the same text retries under the same id, changed text under a new one', async () => {
    sendSupportRequest
      .mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }))
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }))
      .mockResolvedValueOnce({ supportRequestId: 'req-2', status: 'open' });
    renderPage();
    await userEvent.type(subject(), '請求書の再発行');
    await userEvent.type(body(), '4月分をお願いします。');
    send();
    expect(await screen.findByText('送信できませんでした。入力内容はそのまま残っています。権限がありません。')).toBeInTheDocument();
    expect(subject()).toHaveValue('請求書の再発行');
    expect(body()).toHaveValue('4月分をお願いします。');

    send();
    expect(await screen.findByText(/^送信できませんでした。入力内容はそのまま残っています。サーバーに接続できませんでした/)).toBeInTheDocument();
    await userEvent.type(body(), '宛名は経理部です。');
    send();
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledTimes(1));
    const [first, retry, changed] = sendSupportRequest.mock.calls.map(([, requestId]: [unknown, string]) => requestId);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
    expect(sendSupportRequest).toHaveBeenLastCalledWith(expect.objectContaining({ body: '4月分をお願いします。宛名は経理部です。' }), changed);
  });
});

describe('SupportPage: contact information', () => {
  it("shows the vendor's e-mail, hours and what to do when it is urgent", async () => {
    renderPage();
    const card = screen.getByRole('group', { name: '運営元の連絡先' });
    expect(within(card).getByRole('link', { name: 'support@madoguchi.example.jp' })).toHaveAttribute('href', 'mailto:support@madoguchi.example.jp');
    expect(card).toHaveTextContent('受付時間平日 9:00〜18:00（祝日・年末年始を除く）');
    expect(card).toHaveTextContent('お急ぎの場合は、このページのフォームから送信したうえで、上記のメールアドレスにもご連絡ください。');
    await screen.findByText('CSV取込の文字化けについて');
  });
});
