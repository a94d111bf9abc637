import type * as SupportRequestsApi from './api/supportRequests';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { AuthState } from '@madoguchi/shared';
import type * as Data from '@madoguchi/shared/data';
import type { SupportRequest } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { SUPPORT_PAGE_SIZE, SupportPage } from './SupportPage';

const fetchSupportRequests = jest.fn();
const fetchInquiry = jest.fn();
const fetchInquiryByNumber = jest.fn();
const sendSupportRequest = jest.fn();
const notifyInfo = jest.fn();
let auth: Partial<AuthState>;

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => auth,
  notify: { info: (text: string) => notifyInfo(text), error: jest.fn() },
}));
jest.mock('./api/supportRequests', () => ({
  ...jest.requireActual<typeof SupportRequestsApi>('./api/supportRequests'),
  fetchSupportRequests: (...args: unknown[]) => fetchSupportRequests(...args),
}));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  fetchInquiry: (...args: unknown[]) => fetchInquiry(...args),
  fetchInquiryByNumber: (...args: unknown[]) => fetchInquiryByNumber(...args),
}));
jest.mock('./api/callables', () => ({ sendSupportRequest: (...args: unknown[]) => sendSupportRequest(...args) }));

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
  inquiries: [],
  ...fields,
});

const ANSWERED = request('r2', {
  subject: 'CSV取込の文字化けについて',
  status: 'answered',
  replies: [{ body: 'Shift_JIS のファイルにも対応しました。', fromName: '窓口サポート 山田', createdAt: REPLIED }],
});
const OPEN = request('r1', { subject: 'Slack連携の再接続' });
const CLOSED = request('r0', { subject: '請求書の宛名', status: 'closed' });

function renderPage(search = '') {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[`/tenants/tenant-a/admin/support${search}`]}>
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
  fetchInquiry.mockReset().mockResolvedValue(null);
  fetchInquiryByNumber.mockReset().mockResolvedValue(null);
  sendSupportRequest.mockReset();
  notifyInfo.mockReset();
  // Drafts are kept per user and tenant in localStorage: no test sees another's.
  localStorage.clear();
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
      { tenantId: 'tenant-a', subject: 'ユーザーの一括削除', body: '退職者をまとめて無効にする方法はありますか。', inquiryIds: [] },
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

describe('SupportPage: inquiries the request is about', () => {
  const linked = () => screen.queryByRole('list', { name: '関連する問い合わせの一覧' });
  const numberBox = () => within(form()).getByRole('textbox', { name: /関連する問い合わせ/ });
  const addNumber = async (typed: string) => {
    await userEvent.clear(numberBox());
    await userEvent.type(numberBox(), typed);
    // The look-up settles inside act: the mocked read answers at once.
    await act(async () => fireEvent.click(within(form()).getByRole('button', { name: '追加' })));
  };
  const VPN = { id: 'inq-vpn', number: 5, title: '自宅からVPNに接続できません' };
  const MAIL = { id: 'inq-mail', number: 8, title: '通知メールの件名が文字化けします' };

  it('opens with the inquiry the address names (from 「サポートに問い合わせる」) and sends it with the request, then forgets it', async () => {
    fetchInquiry.mockImplementation(async (_tenantId: string, id: string) => (id === MAIL.id ? MAIL : null));
    sendSupportRequest.mockResolvedValue({ supportRequestId: 'req-3', status: 'open' });
    renderPage('?inquiry=inq-mail&inquiry=no-such&inquiry=a%2Fb');
    await screen.findByRole('form', { name: 'サポートへのお問い合わせ' });
    expect(within(linked()!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#8 通知メールの件名が文字化けします外す']);
    // An id outside the id rule is never read.
    expect(fetchInquiry.mock.calls).toEqual([['tenant-a', 'inq-mail'], ['tenant-a', 'no-such']]);

    await userEvent.type(subject(), '通知メールの文字化け');
    await userEvent.type(body(), '件名が読めないと問い合わせがありました。');
    send();
    await waitFor(() => expect(sendSupportRequest).toHaveBeenCalledWith(expect.objectContaining({ inquiryIds: ['inq-mail'] }), expect.any(String)));
    await waitFor(() => expect(linked()).toBeNull());
  });

  it('adds inquiries by number (full width too), refuses unknown and repeated numbers, and takes one off', async () => {
    fetchInquiryByNumber.mockImplementation(async (_tenantId: string, number: number) => [VPN, MAIL].find((inquiry) => inquiry.number === number) ?? null);
    sendSupportRequest.mockResolvedValue({ supportRequestId: 'req-4', status: 'open' });
    renderPage();
    await addNumber('abc');
    expect(await screen.findByText('問い合わせ番号を数字で入力してください（例: 12）。')).toBeInTheDocument();
    await addNumber('99');
    expect(await screen.findByText('#99 の問い合わせが見つかりません。')).toBeInTheDocument();
    await addNumber('＃５');
    await addNumber('8');
    await waitFor(() => expect(within(linked()!).getAllByRole('listitem')).toHaveLength(2));
    expect(numberBox()).toHaveValue('');
    await addNumber('#5');
    expect(await screen.findByText('#5 はすでに追加されています。')).toBeInTheDocument();
    expect(fetchInquiryByNumber).toHaveBeenCalledWith('tenant-a', 5);

    fireEvent.click(screen.getByRole('button', { name: '#5 を外す' }));
    await userEvent.type(subject(), '件名');
    await userEvent.type(body(), '内容');
    send();
    await waitFor(() => expect(sendSupportRequest).toHaveBeenCalledWith(expect.objectContaining({ inquiryIds: ['inq-mail'] }), expect.any(String)));
  });

  it('takes at most 10', async () => {
    fetchInquiryByNumber.mockImplementation(async (_tenantId: string, number: number) => ({ id: `inq-${number}`, number, title: `件名 ${number}` }));
    renderPage();
    for (let number = 1; number <= 10; number += 1) {
      await addNumber(String(number));
      await waitFor(() => expect(within(linked()!).getAllByRole('listitem')).toHaveLength(number));
    }
    expect(numberBox()).toBeDisabled();
  });

  it('lists with each past request the inquiries it was about, as links to them', async () => {
    fetchSupportRequests.mockResolvedValue({
      items: [request('r5', { subject: '文字化けの件', inquiries: [{ inquiryId: MAIL.id, number: MAIL.number, title: MAIL.title }] })],
      next: null,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /文字化けの件/ }));
    const list = await screen.findByRole('list', { name: '関連する問い合わせ' });
    expect(within(list).getByRole('link', { name: '#8 通知メールの件名が文字化けします' })).toHaveAttribute('href', '/tenants/tenant-a/inquiries/inq-mail');
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

describe('SupportPage: what was typed is kept until the server has it', () => {
  const SLOW = '送信に時間がかかっています。このままお待ちください（入力内容は保存されています）。';
  const RESTORED = '前回の入力内容を復元しました。';
  const linked = () => screen.queryByRole('list', { name: '関連する問い合わせの一覧' });
  const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
  const addNumber = async (typed: string) => {
    type(within(form()).getByRole('textbox', { name: /関連する問い合わせ/ }), typed);
    await act(async () => fireEvent.click(within(form()).getByRole('button', { name: '追加' })));
  };
  const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('madoguchi.draft'));

  function TenantSwitch() {
    const navigate = useNavigate();
    return (
      <>
        <button onClick={() => navigate('/tenants/tenant-b/admin/support')}>テナントBへ</button>
        <button onClick={() => navigate('/tenants/tenant-a/admin/support')}>テナントAへ</button>
      </>
    );
  }
  const renderAt = (tenantId: string) =>
    render(
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter initialEntries={[`/tenants/${tenantId}/admin/support`]}>
          <Routes>
            <Route path="/tenants/:tenantId/admin/support" element={<SupportPage />} />
          </Routes>
          <TenantSwitch />
        </MemoryRouter>
      </FluentProvider>,
    );

  afterEach(() => jest.useRealTimers());

  it('opens with the subject, body and inquiries typed before a reload, says so, and 破棄する empties the form for good', async () => {
    fetchInquiryByNumber.mockResolvedValue({ id: 'inq-vpn', number: 5, title: '自宅からVPNに接続できません' });
    const first = renderPage();
    expect(screen.queryByText(RESTORED)).toBeNull();
    type(subject(), 'VPNの設定');
    type(body(), '接続手順を教えてください。');
    await addNumber('5');
    await waitFor(() => expect(linked()).not.toBeNull());
    first.unmount();

    const second = renderPage();
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    expect(subject()).toHaveValue('VPNの設定');
    expect(body()).toHaveValue('接続手順を教えてください。');
    expect(within(linked()!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#5 自宅からVPNに接続できません外す']);

    fireEvent.click(screen.getByRole('button', { name: '破棄する' }));
    expect(subject()).toHaveValue('');
    expect(body()).toHaveValue('');
    expect(linked()).toBeNull();
    expect(screen.queryByText(RESTORED)).toBeNull();
    second.unmount();

    renderPage();
    await screen.findByText('CSV取込の文字化けについて');
    expect(subject()).toHaveValue('');
    expect(screen.queryByText(RESTORED)).toBeNull();
    expect(drafts()).toEqual([]);
  });

  it('forgets the draft once the server has the request', async () => {
    sendSupportRequest.mockResolvedValue({ supportRequestId: 'req-5', status: 'open' });
    const first = renderPage();
    type(subject(), '請求書の再発行');
    type(body(), '4月分をお願いします。');
    expect(drafts()).toHaveLength(1);
    send();
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledTimes(1));
    expect(drafts()).toEqual([]);
    first.unmount();

    renderPage();
    await screen.findByText('CSV取込の文字化けについて');
    expect(subject()).toHaveValue('');
    expect(body()).toHaveValue('');
    expect(screen.queryByText(RESTORED)).toBeNull();
  });

  it('keeps a failed send across a reload, and resends it under the first id (the server may have it already)', async () => {
    sendSupportRequest
      .mockRejectedValueOnce(Object.assign(new Error('lost'), { code: 'deadline-exceeded' }))
      .mockResolvedValueOnce({ supportRequestId: 'req-6', status: 'open' });
    const first = renderPage();
    type(subject(), '請求書の再発行');
    type(body(), '4月分をお願いします。');
    send();
    expect(await screen.findByText(/^送信できませんでした。入力内容はそのまま残っています。/)).toBeInTheDocument();
    first.unmount();

    renderPage();
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    send();
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledTimes(1));
    const [firstId, resentId] = sendSupportRequest.mock.calls.map(([, requestId]: [unknown, string]) => requestId);
    expect(resentId).toBe(firstId);
    expect(screen.queryByText(RESTORED)).toBeNull();
    expect(drafts()).toEqual([]);
  });

  it("keeps one draft per user and tenant: another user never sees it, and each tenant opens with its own", async () => {
    const first = renderAt('tenant-a');
    type(subject(), 'テナントAの件名');
    first.unmount();

    auth = { tenantId: 'tenant-a', currentUserId: 'demo-admin-other' };
    const other = renderAt('tenant-a');
    await screen.findByText('CSV取込の文字化けについて');
    expect(subject()).toHaveValue('');
    expect(screen.queryByText(RESTORED)).toBeNull();
    other.unmount();

    auth = { tenantId: 'tenant-a', currentUserId: 'demo-admin-a' };
    renderAt('tenant-a');
    expect(subject()).toHaveValue('テナントAの件名');
    fireEvent.click(screen.getByRole('button', { name: 'テナントBへ' }));
    await waitFor(() => expect(subject()).toHaveValue(''));
    expect(screen.queryByText(RESTORED)).toBeNull();
    type(subject(), 'テナントBの件名');
    fireEvent.click(screen.getByRole('button', { name: 'テナントAへ' }));
    await waitFor(() => expect(subject()).toHaveValue('テナントAの件名'));
    fireEvent.click(screen.getByRole('button', { name: 'テナントBへ' }));
    await waitFor(() => expect(subject()).toHaveValue('テナントBの件名'));
    expect(drafts()).toHaveLength(2);
  });

  it('says under the button, after 1.5 s, that a slow send is still on its way, until it is done', async () => {
    jest.useFakeTimers();
    let answer: (value: unknown) => void = () => undefined;
    sendSupportRequest.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    type(subject(), '請求書の再発行');
    type(body(), '4月分をお願いします。');
    send();
    expect(await within(form()).findByRole('button', { name: '送信中…' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1400));
    expect(screen.queryByText(SLOW)).toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText(SLOW)).toHaveAttribute('role', 'status');

    await act(async () => answer({ supportRequestId: 'req-7', status: 'open' }));
    expect(notifyInfo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(SLOW)).toBeNull();
    expect(within(form()).getByRole('button', { name: '送信する' })).toBeEnabled();
  });
});
