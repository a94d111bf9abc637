import { screen, waitFor, within } from '@testing-library/dom';
import { handOverEarlyPage } from '@madoguchi/shared';
import { formatDateTime } from '@madoguchi/shared/format';
import { startEarlyPage } from './earlyPage';
import { answer, fetchMock, freshPage, storeSession } from './earlyTestKit';
import { inquiryPage } from './inquiryPage';

// An inquiry opened from its mail, drawn from its data before the app (issue 23): read through REST as the
// signed-in user (mocked here; the browser tests use the emulators), shown until the app takes over.

const PATH = '/tenants/tenant-a/inquiries/inq-1';
const DOCS = 'projects/demo/databases/(default)/documents/tenants/tenant-a/inquiries/inq-1';
const inquiry = {
  name: DOCS,
  fields: {
    number: { integerValue: '3' },
    title: { stringValue: '<img src=x onerror=alert(1)>領収書をなくしました' },
    status: { stringValue: 'new' },
    requesterUid: { stringValue: 'u1' },
    requesterName: { stringValue: '鈴木 一郎' },
    createdAt: { timestampValue: '2025-06-03T03:10:00Z' },
  },
};
const message = (id: string, authorUid: string, authorName: string, body: string) => ({
  document: {
    name: `${DOCS}/messages/${id}`,
    fields: { authorUid: { stringValue: authorUid }, authorName: { stringValue: authorName }, body: { stringValue: body }, internal: { booleanValue: false }, createdAt: { timestampValue: '2025-06-03T03:10:00Z' } },
  },
});
const signIn = (authUid = 'u1') => storeSession({ uid: 'u1', userName: '鈴木 一郎', tenantId: 'tenant-a', authUid });

function serve() {
  fetchMock.mockImplementation((url: string) =>
    url.endsWith(':runQuery') ? answer([message('m1', 'u1', '鈴木 一郎', '精算できますか。'), message('m2', 'a1', '佐藤 花子', '支払証明書を\n出してください。')]) : answer(inquiry),
  );
}

const thread = () => screen.findByRole('list', { name: 'やり取り' });

beforeEach(() => freshPage(PATH));

describe('an inquiry drawn before the app', () => {
  it('shows its thread as the app does, people’s text as text, in front of the app', async () => {
    signIn();
    serve();
    startEarlyPage([inquiryPage], 'demo', 'KEY');
    const list = await thread();
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['鈴木 一郎 のメッセージ', '佐藤 花子 のメッセージ']);
    expect(within(list).getByText('依頼者')).toBeInTheDocument();
    expect(within(list).getByText('担当')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('#3 <img src=x onerror=alert(1)>領収書をなくしました');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(`受付: ${formatDateTime(new Date('2025-06-03T03:10:00Z'))}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '解決済みにする' })).toBeDisabled();
    expect(document.getElementById('root')!.hidden).toBe(true);
    expect(document.title).toBe('問い合わせ #3 <img src=x onerror=alert(1)>領収書をなくしました | 窓口');

    // The requester's query: public messages only, as the rules demand of them.
    const query = JSON.parse(String((fetchMock.mock.calls.find(([url]) => String(url).endsWith(':runQuery')) as [string, RequestInit])[1].body));
    expect(query.structuredQuery.where).toEqual({ fieldFilter: { field: { fieldPath: 'internal' }, op: 'EQUAL', value: { booleanValue: false } } });
    expect(Object.keys(window.__madoguchiEarlyReads ?? {})).toEqual(['inquiry/tenant-a/inq-1', 'messages/tenant-a/inq-1/u1/member']);

    handOverEarlyPage();
    expect(screen.queryByRole('list', { name: 'やり取り' })).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });

  it('draws a page opened again at once from last time, then from what it reads now', async () => {
    signIn();
    serve();
    startEarlyPage([inquiryPage], 'demo', 'KEY');
    await thread();
    handOverEarlyPage();

    const replies: Record<string, (value: unknown) => void> = {};
    fetchMock.mockImplementation((url: string) => new Promise((resolve) => (replies[url.endsWith(':runQuery') ? 'thread' : 'inquiry'] = resolve)));
    startEarlyPage([inquiryPage], 'demo', 'KEY');
    expect(await thread()).toBeInTheDocument(); // before any answer
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(Object.keys(replies)).toHaveLength(2));
    replies['inquiry']?.({ ok: true, status: 200, json: async () => inquiry });
    replies['thread']?.({ ok: true, status: 200, json: async () => [message('m1', 'u1', '鈴木 一郎', '精算できますか。')] });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('is not drawn for another person signed in here, nor remembered for them', async () => {
    signIn();
    serve();
    startEarlyPage([inquiryPage], 'demo', 'KEY');
    await thread();
    handOverEarlyPage();
    localStorage.setItem('madoguchi.uid', 'someone-else');
    startEarlyPage([inquiryPage], 'demo', 'KEY');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('list', { name: 'やり取り' })).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });

  it('leaves a refused or missing inquiry to the app, which says why', async () => {
    signIn();
    fetchMock.mockImplementation(() => answer({}, 403));
    startEarlyPage([inquiryPage], 'demo', 'KEY');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('list', { name: 'やり取り' })).toBeNull();
    fetchMock.mockImplementation((url: string) => (url.endsWith(':runQuery') ? answer([]) : answer({}, 404)));
    startEarlyPage([inquiryPage], 'demo', 'KEY');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });

  it('does nothing for paths it cannot draw, or when nobody is signed in', async () => {
    serve();
    startEarlyPage([inquiryPage], 'demo', 'KEY');
    window.history.replaceState(null, '', '/tenants/tenant-a/faq');
    signIn();
    startEarlyPage([inquiryPage], 'demo', 'KEY');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
