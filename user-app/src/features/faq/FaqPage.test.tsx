import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FaqDocument, FaqFinder, LiveData } from '@madoguchi/shared/data';
import type * as SharedData from '@madoguchi/shared/data';
import { CATEGORIES, ENTRIES, faqDocument, faqFinder, renderAtFaq } from './faqTestKit';
import { FaqPage } from './FaqPage';
import { URL_SETTLE_MS } from './FaqSearch';
import { SETTLE_MS } from './useSearchMissLog';

const auth = { currentUserId: 'u1', tenantId: 't1', isTenantAdmin: false };
const logFaqSearchMiss = jest.fn();
const rateFaq = jest.fn();
const recordFaqView = jest.fn();
const notifyError = jest.fn();
const fetchFaqPage = jest.fn();
let index: LiveData<FaqFinder>;
let documents: Record<string, FaqDocument>;
/** The reader's stored votes, by entry id. */
let votes: Record<string, string>;

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => auth,
  notify: { info: jest.fn(), error: (text: string) => notifyError(text) },
}));
jest.mock('./api/callables', () => ({ logFaqSearchMiss: (...args: unknown[]) => logFaqSearchMiss(...args), recordFaqView: (...args: unknown[]) => recordFaqView(...args) }));
jest.mock('../../lib/api/faqFeedback', () => ({ rateFaq: (...args: unknown[]) => rateFaq(...args) }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof SharedData>('@madoguchi/shared/data'),
  useFaqIndex: () => index,
  watchCategories: () => async (onData: (data: unknown) => void) => {
    onData(CATEGORIES);
    return () => undefined;
  },
  watchFaq: (_tenantId: string, faqId: string) => async (onData: (data: unknown) => void) => {
    onData(documents[faqId] ?? null);
    return () => undefined;
  },
  watchMyFaqVote: (_tenantId: string, faqId: string) => async (onData: (data: unknown) => void) => {
    onData(votes[faqId] ?? null);
    return () => undefined;
  },
  fetchFaqPage: (...args: unknown[]) => fetchFaqPage(...args),
}));

beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(auth, { isTenantAdmin: false });
  // The real index: these tests search as readers do.
  index = { status: 'ready', data: faqFinder(ENTRIES) };
  documents = { 'faq-password': faqDocument() };
  votes = {};
  [logFaqSearchMiss, rateFaq, notifyError, fetchFaqPage, recordFaqView].forEach((mock) => mock.mockReset());
  logFaqSearchMiss.mockResolvedValue({ logged: true });
  recordFaqView.mockResolvedValue({ counted: true });
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const questions = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('button').textContent);
/** A result's link; marks split its text, so it is found by its whole text rather than its name. */
const resultLink = (question: string) =>
  screen.getAllByRole('button').find((button) => button.textContent === question) ?? screen.getByText(question);
const settle = () => act(() => jest.advanceTimersByTime(SETTLE_MS));
/** The search answers asynchronously (a worker in the browser): waits for these results. */
const expectResults = (expected: string[]) => waitFor(() => expect(questions('検索結果')).toEqual(expected));
const answered = (query: string) => screen.findByText(`「${query}」の検索結果:`, { exact: false });

describe('FaqPage search', () => {
  it('lists every visible entry, most helpful first, before anything is typed', () => {
    renderAtFaq(<FaqPage />);
    expect(questions('よくある質問の一覧')).toEqual(['パスワードを再設定するには', 'VPNに接続できないとき', '印刷できないときは']);
  });

  it.each([
    ['hiragana', 'ぱすわーど'],
    ['katakana, half-width', 'ﾊﾟｽﾜｰﾄﾞ'],
    ['kanji', '再設定'],
  ])('finds the password entry from a %s query, marks the match and keeps the query in the URL', async (_, query) => {
    renderAtFaq(<FaqPage />);
    await user().type(screen.getByRole('searchbox'), query);
    await expectResults(['パスワードを再設定するには']);
    const result = within(screen.getByRole('list', { name: '検索結果' })).getByRole('listitem');
    expect(result.querySelector('mark')).not.toBeNull();
    expect(screen.getByText(/の検索結果: 1件$/)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTime(URL_SETTLE_MS));
    expect(screen.getByLabelText('URL')).toHaveTextContent(`q=${encodeURIComponent(query)}`);
  });

  it('writes the query to the URL once typing pauses, not on every keystroke', async () => {
    renderAtFaq(<FaqPage />);
    await user().type(screen.getByRole('searchbox'), '印刷');
    await expectResults(['印刷できないときは']);
    expect(screen.getByLabelText('URL')).toHaveTextContent(/^\/tenants\/t1\/faq$/);
    await act(() => jest.advanceTimersByTime(URL_SETTLE_MS));
    expect(screen.getByLabelText('URL')).toHaveTextContent(`q=${encodeURIComponent('印刷')}`);
  });

  it('keeps a query typed just before an entry was opened, for the way back', async () => {
    renderAtFaq(<FaqPage />);
    await user().type(screen.getByRole('searchbox'), '印刷');
    await expectResults(['印刷できないときは']);
    await user().click(resultLink('印刷できないときは'));
    expect(screen.getByLabelText('URL')).toHaveTextContent(`q=${encodeURIComponent('印刷')}&id=faq-print`);
    await user().click(screen.getByRole('button', { name: 'ブラウザーの戻る' }));
    expect(screen.getByRole('searchbox')).toHaveValue('印刷');
    await expectResults(['印刷できないときは']);
    expect(screen.getByLabelText('URL')).toHaveTextContent(`/tenants/t1/faq?q=${encodeURIComponent('印刷')}`);
  });

  it('marks the matching characters in the question', async () => {
    renderAtFaq(<FaqPage />, '?q=ぱすわーど');
    const result = within(await screen.findByRole('list', { name: '検索結果' })).getByRole('listitem');
    expect([...result.querySelectorAll('mark')].map((mark) => mark.textContent)).toContain('パスワード');
  });

  it('finds entries from a one-character query', async () => {
    renderAtFaq(<FaqPage />, '?q=印');
    await expectResults(['印刷できないときは']);
  });

  it('starts from the query in the URL and narrows by user category', async () => {
    renderAtFaq(<FaqPage />, '?q=できない');
    await expectResults(['印刷できないときは', 'VPNに接続できないとき']);
    fireEvent.change(screen.getByRole('combobox', { name: 'ユーザーカテゴリ' }), { target: { value: 'c-sales' } });
    expect(questions('検索結果')).toEqual(['VPNに接続できないとき']);
    expect(screen.getByLabelText('URL')).toHaveTextContent('category=c-sales');
  });

  it('says so in Japanese when nothing matches', async () => {
    renderAtFaq(<FaqPage />, '?q=経費精算');
    expect(await screen.findByText('「経費精算」に一致するよくある質問は見つかりませんでした')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'もしかして' })).toBeNull();
  });

  it('offers 「もしかして」 apart from results when nothing is shown but an entry shares a strong word, and opens it', async () => {
    const query = 'パスワードの有効期限と経費精算の締め日';
    renderAtFaq(<FaqPage />, `?q=${encodeURIComponent(query)}`);
    expect(await screen.findByText(`「${query}」に一致するよくある質問は見つかりませんでした`)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '検索結果' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'もしかして' })).toBeInTheDocument();
    const offered = within(screen.getByRole('list', { name: 'もしかして' })).getAllByRole('listitem');
    expect(offered.map((item) => within(item).getByRole('button').textContent)).toEqual(['パスワードを再設定するには']);
    expect(offered[0]).toHaveTextContent('ことばが一致');
    expect([...(offered[0]?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent)).toContain('パスワード');
    await user().click(within(offered[0] as HTMLElement).getByRole('button'));
    expect(screen.getByLabelText('URL')).toHaveTextContent('id=faq-password');
  });

  it('shows loading, error and empty states in Japanese', () => {
    index = { status: 'loading' };
    const { unmount } = renderAtFaq(<FaqPage />);
    expect(screen.getByText('よくある質問を読み込んでいます…')).toBeInTheDocument();
    unmount();
    index = { status: 'error', message: '通信できませんでした。' };
    const second = renderAtFaq(<FaqPage />);
    expect(screen.getByText('通信できませんでした。')).toBeInTheDocument();
    second.unmount();
    index = { status: 'ready', data: faqFinder([]) };
    renderAtFaq(<FaqPage />);
    expect(screen.getByText('よくある質問はまだありません')).toBeInTheDocument();
  });
});

describe('zero-hit queries', () => {
  it('are logged once per settled query, not per keystroke', async () => {
    renderAtFaq(<FaqPage />);
    const box = screen.getByRole('searchbox');
    await user().type(box, '経費精算');
    await answered('経費精算');
    expect(logFaqSearchMiss).not.toHaveBeenCalled();
    await settle();
    expect(logFaqSearchMiss).toHaveBeenCalledTimes(1);
    expect(logFaqSearchMiss).toHaveBeenCalledWith({ tenantId: 't1', query: '経費精算' });

    // The same query again, and a query with hits, log nothing more; a new miss logs once.
    await user().clear(box);
    await user().type(box, '経費精算');
    await answered('経費精算');
    await settle();
    await user().clear(box);
    await user().type(box, '印刷');
    await answered('印刷');
    await settle();
    expect(logFaqSearchMiss).toHaveBeenCalledTimes(1);
    await user().clear(box);
    await user().type(box, '休暇申請');
    await answered('休暇申請');
    await settle();
    expect(logFaqSearchMiss).toHaveBeenCalledTimes(2);
    expect(logFaqSearchMiss).toHaveBeenLastCalledWith({ tenantId: 't1', query: '休暇申請' });
  });

  it('wait for an IME composition to end', async () => {
    renderAtFaq(<FaqPage />);
    const box = screen.getByRole('searchbox');
    fireEvent.compositionStart(box);
    fireEvent.change(box, { target: { value: 'けいひ' } });
    await answered('けいひ');
    await settle();
    expect(logFaqSearchMiss).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '経費' } });
    fireEvent.compositionEnd(box);
    await answered('経費');
    await settle();
    expect(logFaqSearchMiss).toHaveBeenCalledTimes(1);
    expect(logFaqSearchMiss).toHaveBeenCalledWith({ tenantId: 't1', query: '経費' });
  });
});

describe('performance marks', () => {
  afterEach(() => {
    delete (performance as { mark?: unknown }).mark;
  });

  it('mark each query typed, and its results once they have been painted', async () => {
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
    const detailsOf = (name: string) => mark.mock.calls.filter(([called]) => called === name).map(([, options]) => options.detail);
    renderAtFaq(<FaqPage />);
    // The trailing space changes the text but not the query: no mark.
    await user().type(screen.getByRole('searchbox'), '印刷 ');
    await expectResults(['印刷できないときは']);
    await act(() => jest.advanceTimersByTime(100));
    expect(detailsOf('madoguchi:faq-query')).toEqual([{ query: '印' }, { query: '印刷' }]);
    expect(detailsOf('madoguchi:faq-results').at(-1)).toEqual({ query: '印刷', hits: 1 });
  });
});

describe('an open entry', () => {
  it('shows the sanitized answer and takes feedback', async () => {
    documents['faq-password'] = faqDocument({ answerHtml: '<p>手順は<strong>こちら</strong></p><img src=x onerror="steal()">' });
    rateFaq.mockResolvedValue({ faqId: 'faq-password', vote: 'helpful' });
    renderAtFaq(<FaqPage />, '?q=パスワード');
    await expectResults(['パスワードを再設定するには']);
    await user().click(resultLink('パスワードを再設定するには'));
    const article = await screen.findByRole('article', { name: 'パスワードを再設定するには' });
    expect(document.title).toBe('よくある質問: パスワードを再設定するには | 窓口');
    expect(within(article).getByText('こちら').tagName).toBe('STRONG');
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(screen.getByLabelText('URL')).toHaveTextContent('id=faq-password');
    // Opening a published entry counts one view for the admins' analytics.
    expect(recordFaqView).toHaveBeenCalledWith({ tenantId: 't1', faqId: 'faq-password' });

    await user().click(screen.getByRole('button', { name: 'はい' }));
    expect(rateFaq).toHaveBeenCalledWith({ tenantId: 't1', faqId: 'faq-password', vote: 'helpful' });
    expect(await screen.findByText('ご回答ありがとうございます。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'はい' })).toHaveAttribute('aria-pressed', 'true');

    await user().click(screen.getByRole('button', { name: '← 一覧に戻る' }));
    await expectResults(['パスワードを再設定するには']);
  });

  it("shows the reader's earlier vote and the entry's count, and lets them change the vote once", async () => {
    documents['faq-password'] = faqDocument({ helpfulCount: 3 });
    votes['faq-password'] = 'helpful';
    rateFaq.mockResolvedValue({ faqId: 'faq-password', vote: 'notHelpful' });
    renderAtFaq(<FaqPage />, '?id=faq-password');
    const article = await screen.findByRole('article', { name: 'パスワードを再設定するには' });
    expect(within(article).getByText('3人の役に立っています')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'はい' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(article).getByRole('status')).toHaveTextContent('以前「はい」と回答しています。回答は変更できます。');

    // The same answer again is not sent again, nor thanked again.
    await user().click(within(article).getByRole('button', { name: 'はい' }));
    expect(rateFaq).not.toHaveBeenCalled();
    expect(screen.queryByText('ご回答ありがとうございます。')).toBeNull();

    await user().click(within(article).getByRole('button', { name: 'いいえ' }));
    expect(rateFaq).toHaveBeenCalledWith({ tenantId: 't1', faqId: 'faq-password', vote: 'notHelpful' });
    expect(await within(article).findByText('ご回答ありがとうございます。解決しない場合は、問い合わせからご連絡ください。')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'いいえ' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(article).getByRole('button', { name: 'はい' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports a failed vote in Japanese', async () => {
    rateFaq.mockRejectedValue(Object.assign(new Error('指定されたFAQが見つかりません。'), { code: 'functions/not-found' }));
    renderAtFaq(<FaqPage />, '?id=faq-password');
    await user().click(await screen.findByRole('button', { name: 'いいえ' }));
    expect(notifyError).toHaveBeenCalledWith('指定されたFAQが見つかりません。');
    expect(screen.getByRole('button', { name: 'いいえ' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when an entry cannot be shown', async () => {
    renderAtFaq(<FaqPage />, '?id=faq-gone');
    expect(await screen.findByText('よくある質問が見つかりません。')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'よくある質問の一覧に戻る' }));
    expect(await screen.findByRole('list', { name: 'よくある質問の一覧' })).toBeInTheDocument();
    expect(screen.getByLabelText('URL')).toHaveTextContent(/^\/tenants\/t1\/faq$/);
  });
});

describe('tenant admins', () => {
  it('see drafts in the list of every entry, and no admin controls are shown to users', async () => {
    const asUser = renderAtFaq(<FaqPage />);
    expect(screen.queryByRole('button', { name: '新しいよくある質問' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    asUser.unmount();

    auth.isTenantAdmin = true;
    fetchFaqPage.mockResolvedValue({ items: [faqDocument({ id: 'faq-draft', question: '下書きの質問', status: 'draft' })], next: null });
    renderAtFaq(<FaqPage />);
    await user().click(screen.getByRole('tab', { name: 'すべてのよくある質問（下書きを含む）' }));
    const table = await screen.findByRole('table', { name: 'すべてのよくある質問' });
    expect(within(table).getByText('下書きの質問')).toBeInTheDocument();
    expect(within(table).getByText('下書き')).toBeInTheDocument();
    expect(fetchFaqPage).toHaveBeenCalledWith('t1', null, 20);
  });

  it('see the status and the actions on an open entry, and feedback only on published ones', async () => {
    auth.isTenantAdmin = true;
    documents['faq-draft'] = faqDocument({ id: 'faq-draft', question: '下書きの質問', status: 'draft' });
    renderAtFaq(<FaqPage />, '?id=faq-draft');
    expect(await screen.findByText('下書き')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '公開する' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'はい' })).toBeNull();
  });

  it('open a published entry without counting a view: the FAQ is for their users', async () => {
    auth.isTenantAdmin = true;
    renderAtFaq(<FaqPage />, '?id=faq-password');
    expect(await screen.findByRole('button', { name: '非公開にする' })).toBeInTheDocument();
    expect(recordFaqView).not.toHaveBeenCalled();
  });

  it('open a new entry with its question from a link (a search that found nothing), and leave it by cancelling', async () => {
    const asUser = renderAtFaq(<FaqPage />, `?new=${encodeURIComponent('退職金の計算方法')}`);
    expect(screen.queryByRole('textbox', { name: /質問/ })).toBeNull();
    asUser.unmount();

    auth.isTenantAdmin = true;
    renderAtFaq(<FaqPage />, `?new=${encodeURIComponent('退職金の計算方法')}`);
    expect(await screen.findByRole('heading', { name: 'よくある質問を作成' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /質問/ })).toHaveValue('退職金の計算方法');
    // The page says what the admin does here, not what readers do.
    expect(screen.queryByText('よくある質問を検索できます。解決しない場合は問い合わせてください。')).toBeNull();
    expect(screen.getByText(/公開すると、選んだユーザーカテゴリのユーザーが検索で見つけられるようになります。/)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(await screen.findByRole('button', { name: '新しいよくある質問' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '検索をテスト' })).toHaveAttribute('href', '/tenants/t1/admin/faq-search');
  });
});
