import type * as AdminHomeApi from './api/adminHome';
import type * as SlackIntegrationApi from '../../lib/api/slackIntegration';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type * as Data from '@madoguchi/shared/data';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { AdminHomePage } from './AdminHomePage';
import { slackIntegration } from './homeTestKit';

const fetchAdminHomeCounts = jest.fn();
const fetchRecentSearchMisses = jest.fn();
const addFaqAlias = jest.fn();
let slack: SlackIntegrationApi.SlackIntegration | null;

/** The admin's FAQ as the dialog searches it: every entry, found by the words of its question. */
const FAQ_ENTRIES = [
  { id: 'faq-retire', question: '退職の手続き', answerText: '人事部へ', tags: [], categoryIds: [], helpfulCount: 0, updatedAt: null },
  { id: 'faq-vpn', question: 'VPNに接続できない', answerText: '再起動', tags: [], categoryIds: [], helpfulCount: 0, updatedAt: null },
];
const finder: Data.FaqFinder = {
  entries: FAQ_ENTRIES,
  search: async (query) => FAQ_ENTRIES.filter((entry) => entry.question.includes(query)),
  nearMisses: async () => [],
  explain: () => Promise.reject(new Error('not on this page')),
};

jest.mock('@madoguchi/shared', () => ({ notify: { info: jest.fn(), error: jest.fn() } }));
const fetchAnalytics = jest.fn();
jest.mock('./api/callables', () => ({ addFaqAlias: (...args: unknown[]) => addFaqAlias(...args) }));
jest.mock('../../lib/api/analytics', () => ({ fetchAnalytics: (...args: unknown[]) => fetchAnalytics(...args) }));
jest.mock('./api/adminHome', () => ({
  ...jest.requireActual<typeof AdminHomeApi>('./api/adminHome'),
  fetchAdminHomeCounts: (...args: unknown[]) => fetchAdminHomeCounts(...args),
  fetchRecentSearchMisses: (...args: unknown[]) => fetchRecentSearchMisses(...args),
}));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  useFaqIndex: () => ({ status: 'ready', data: finder }),
}));
jest.mock('../../lib/api/slackIntegration', () => ({
  ...jest.requireActual<typeof SlackIntegrationApi>('../../lib/api/slackIntegration'),
  watchSlackIntegration: () => async (onData: (integration: SlackIntegrationApi.SlackIntegration | null) => void) => {
    onData(slack);
    return () => undefined;
  },
}));

const COUNTS: AdminHomeApi.AdminHomeCounts = {
  open: { new: 4, in_progress: 2, waiting: 1 },
  idle: 3,
  activeUsers: 12,
  disabledUsers: 1,
  categories: 5,
};

function renderPage() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={['/tenants/t1/admin']}>
        <Routes>
          <Route path="/tenants/:tenantId/admin" element={<AdminHomePage />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

const figure = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  fetchAdminHomeCounts.mockReset();
  fetchRecentSearchMisses.mockReset();
  addFaqAlias.mockReset();
  slack = null;
  fetchAdminHomeCounts.mockResolvedValue(COUNTS);
  fetchRecentSearchMisses.mockResolvedValue({ open: [], answered: 0 });
  fetchAnalytics.mockReset();
  fetchAnalytics.mockResolvedValue({
    totals: { received: 9, satisfied: 3, neutral: 1, dissatisfied: 0, selfSolved: 4 },
    firstResponse: { count: 6, median: 95, p90: 400 },
  });
});

describe('AdminHomePage', () => {
  it('shows the last seven days at a glance, linking to the analytics page', async () => {
    renderPage();
    expect(await screen.findByRole('group', { name: '受付件数(直近7日間)' })).toHaveTextContent('9件');
    expect(figure('初回回答までの時間(中央値)')).toHaveTextContent('1時間35分');
    expect(figure('満足度(直近7日間)')).toHaveTextContent('75%');
    expect(figure('FAQで自己解決(直近7日間)')).toHaveTextContent('4件');
    expect(within(figure('受付件数(直近7日間)')).getByRole('link', { name: '分析を見る' })).toHaveAttribute('href', '/tenants/t1/admin/analytics?days=7');
    expect(fetchAnalytics).toHaveBeenCalledWith({ tenantId: 't1', days: 7, categoryId: null });
  });

  it('shows each figure with a link to its list', async () => {
    renderPage();
    await screen.findByRole('group', { name: '未対応' });
    expect(figure('未対応')).toHaveTextContent('4件');
    expect(within(figure('未対応')).getByRole('link')).toHaveAttribute('href', '/tenants/t1/inquiries?status=new');
    expect(figure('対応中')).toHaveTextContent('2件');
    expect(figure('回答待ち')).toHaveTextContent('1件');
    expect(figure('3日以上更新のない問い合わせ')).toHaveTextContent('3件');
    expect(within(figure('3日以上更新のない問い合わせ')).getByRole('link')).toHaveAttribute('href', '/tenants/t1/inquiries?idle=3');
    expect(figure('有効なユーザー')).toHaveTextContent('12人ほかに無効なユーザー 1人');
    expect(within(figure('有効なユーザー')).getByRole('link')).toHaveAttribute('href', '/tenants/t1/admin/users');
    expect(within(figure('ユーザーカテゴリ')).getByRole('link')).toHaveAttribute('href', '/tenants/t1/admin/categories');
    expect(fetchAdminHomeCounts).toHaveBeenCalledWith('t1');
  });

  it.each([
    [null, '未接続'],
    [slackIntegration(), '正常さくら商事 / #helpdesk'],
    [slackIntegration({}, { botInChannel: false, problem: 'ボットがチャンネルに参加していません。' }), '要確認ボットがチャンネルに参加していません。'],
    [slackIntegration({ status: 'disconnected', channelName: null }), '切断Slackとの接続が切れています。'],
    [
      slackIntegration({}, { refusals: { kind: 'signature', count: 7, since: new Date(Date.now() - 600_000), lastAt: new Date() } }),
      '要確認Slackからの操作が署名の検証で拒否されています（直近1時間に 7 件）。',
    ],
  ])('shows the Slack connection (%#) as %s', async (integration, text) => {
    slack = integration;
    renderPage();
    await waitFor(() => expect(figure('Slack連携')).toHaveTextContent(text));
    expect(within(figure('Slack連携')).getByRole('link')).toHaveAttribute('href', '/tenants/t1/admin/slack');
  });

  it('lists zero-hit FAQ searches with the day each was last searched, each leading to the FAQ with the query', async () => {
    fetchRecentSearchMisses.mockResolvedValue({
      open: [
        { query: '駐車場 申請', count: 6, lastDay: '2026-11-24' },
        { query: '年末調整', count: 1, lastDay: null },
      ],
      answered: 3,
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'FAQで見つからなかった検索' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['検索語', '回数', '最後に検索された日', '対応']);
    // The day alone: the days are what misses are counted by, and a time of day would be made up.
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^駐車場 申請6回2026\/11\/24FAQを作成既存のFAQに追加$/);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/^年末調整1回—/);
    expect(within(table).getByRole('link', { name: '駐車場 申請' })).toHaveAttribute('href', `/tenants/t1/faq?q=${encodeURIComponent('駐車場 申請')}`);
    // A new entry starts with the search as its question.
    expect(within(table).getByRole('link', { name: '「駐車場 申請」を質問にしてFAQを作成' })).toHaveAttribute(
      'href',
      `/tenants/t1/faq?new=${encodeURIComponent('駐車場 申請')}`,
    );
    expect(screen.getByText(/FAQの追加・変更で見つかるようになった検索: 3件/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ検索テスト' })).toHaveAttribute('href', '/tenants/t1/admin/faq-search');
  });

  it('attaches a search to the entry chosen as another phrasing, then reloads the list', async () => {
    fetchRecentSearchMisses.mockResolvedValueOnce({ open: [{ query: '退職金の計算', count: 2, lastDay: '2026-11-24' }], answered: 0 });
    addFaqAlias.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'functions/failed-precondition', message: '別の言い方は20個まで登録できます。' }));
    addFaqAlias.mockResolvedValueOnce({ faqId: 'faq-retire', aliases: ['退職金の計算'] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '「退職金の計算」を既存のFAQに追加' }));
    const dialog = await screen.findByRole('dialog', { name: '既存のFAQに別の言い方として追加' });
    // Queries inside the dialog include hidden nodes: in jsdom Fluent's focus manager (tabster) may mark the
    // whole dialog aria-hidden whenever focus leaves its controls, at a moment that depends on the machine's load.
    const inDialog = within(dialog);
    const hidden = { hidden: true } as const;
    expect(inDialog.getByRole('button', { name: '追加', ...hidden })).toBeDisabled();
    fireEvent.change(inDialog.getByRole('searchbox', { name: '追加先のFAQを検索', ...hidden }), { target: { value: '退職' } });
    await waitFor(() => expect(inDialog.queryByRole('radio', { name: 'VPNに接続できない', ...hidden })).not.toBeInTheDocument());
    fireEvent.click(inDialog.getByRole('radio', { name: '退職の手続き', ...hidden }));
    fireEvent.click(inDialog.getByRole('button', { name: '追加', ...hidden }));
    // A refusal stays in the dialog with the choice kept; trying again sends the same request.
    expect(await inDialog.findByText(/追加できませんでした。/)).toBeInTheDocument();
    expect(inDialog.getByRole('radio', { name: '退職の手続き', ...hidden })).toBeChecked();
    fireEvent.click(inDialog.getByRole('button', { name: '追加', ...hidden }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addFaqAlias).toHaveBeenCalledTimes(2);
    const [first, second] = addFaqAlias.mock.calls as Array<[unknown, string]>;
    expect(first?.[0]).toEqual({ tenantId: 't1', faqId: 'faq-retire', alias: '退職金の計算' });
    expect(second?.[1]).toBe(first?.[1]);
    expect(await screen.findByText('見つからなかった検索はありません')).toBeInTheDocument();
    expect(fetchRecentSearchMisses).toHaveBeenCalledTimes(2);
  });

  it('says so when there are none, and shows a failed count with a retry', async () => {
    fetchAdminHomeCounts.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    renderPage();
    expect(await screen.findByText('見つからなかった検索はありません')).toBeInTheDocument();
    // fireEvent wraps the click in act(), so the state update it starts is flushed before the next look.
    fireEvent.click(await screen.findByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('group', { name: '未対応' })).toHaveTextContent('4件');
    expect(fetchAdminHomeCounts).toHaveBeenCalledTimes(2);
  });
});
