import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { AnalyticsReport, DayFigures } from '@madoguchi/shared/contracts';
import type * as Data from '@madoguchi/shared/data';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { AnalyticsPage } from './AnalyticsPage';
import { formatBusinessMinutes } from '@madoguchi/shared/format';
import { formatCalendarMinutes } from '@madoguchi/shared/format';
import { faqDays } from './analyticsFormat';
import { csvOf } from './FigureTable';

const fetchAnalytics = jest.fn();

jest.mock('../../lib/api/analytics', () => ({ fetchAnalytics: (...args: unknown[]) => fetchAnalytics(...args) }));
// The chart itself draws on a canvas jsdom does not have; its figures are in the table beside it.
jest.mock('./DailyChart', () => ({ __esModule: true, default: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  watchCategories: () => async (onData: (categories: Data.Category[]) => void) => {
    onData([{ id: 'sales', name: '営業部', description: '', order: 1 } as Data.Category]);
    return () => undefined;
  },
}));

const zero: Omit<DayFigures, 'day'> = {
  received: 0, firstResponses: 0, resolved: 0, satisfied: 0, neutral: 0, dissatisfied: 0, faqViews: 0,
  helpful: 0, notHelpful: 0, selfSolved: 0, faqInserted: 0, zeroHit: 0, zeroHitFixed: 0,
};

function reportOf(fields: Partial<AnalyticsReport> = {}): AnalyticsReport {
  const days: DayFigures[] = [
    { day: '2026-11-23', ...zero, received: 2, faqViews: 5 },
    { day: '2026-11-24', ...zero, received: 3, resolved: 1, satisfied: 3, dissatisfied: 1, faqViews: 7, selfSolved: 2, faqInserted: 1, zeroHit: 4, zeroHitFixed: 1, helpful: 3, notHelpful: 1 },
  ];
  return {
    from: '2026-11-23',
    to: '2026-11-24',
    categoryId: null,
    days,
    totals: { ...zero, received: 5, resolved: 1, satisfied: 3, dissatisfied: 1, faqViews: 12, selfSolved: 2, faqInserted: 1, zeroHit: 4, zeroHitFixed: 1, helpful: 3, notHelpful: 1 },
    firstResponse: { count: 4, median: 75, p90: 600, calendar: { count: 4, median: 200, p90: 3060 } },
    resolution: { count: 1, median: null, p90: null, calendar: { count: 0, median: null, p90: null } },
    helpfulRate: 0.75,
    faqs: [{ faqId: 'f1', question: 'VPNに接続できない', views: 12, helpful: 3, notHelpful: 1, solved: 2, inserted: 1 }],
    documentsRead: 2,
    ...fields,
  };
}

function renderPage(path = '/tenants/t1/admin/analytics') {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/tenants/:tenantId/admin/analytics" element={<AnalyticsPage />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

beforeEach(() => {
  fetchAnalytics.mockReset();
});

describe('AnalyticsPage', () => {
  it('shows the period figures, a chart and a table for each, and asks for the last 30 days by default', async () => {
    fetchAnalytics.mockResolvedValue(reportOf());
    renderPage();
    expect(await screen.findByRole('group', { name: '受付件数' })).toHaveTextContent('5件');
    expect(screen.getByRole('group', { name: '初回回答までの時間' })).toHaveTextContent('1時間15分実時間 3時間20分');
    expect(screen.getByRole('group', { name: '初回回答までの時間' })).toHaveTextContent('90%は 1営業日と1時間 以内、実時間では 2日と3時間 以内(4件)');
    expect(screen.queryByText('営業時間外の対応のため 0分')).toBeNull();
    expect(screen.getByRole('group', { name: '解決までの時間' })).toHaveTextContent('—');
    expect(screen.getByRole('group', { name: '満足度' })).toHaveTextContent('75%');
    expect(screen.getByRole('group', { name: 'FAQの閲覧' })).toHaveTextContent('役に立った 75%(評価 4件)');
    expect(await screen.findByRole('img', { name: '日ごとの受付件数と解決件数のグラフ' })).toBeInTheDocument();
    // The day-by-day tables start closed beside their charts; the FAQ ranking is open.
    expect(screen.queryByRole('table', { name: '問い合わせの推移' })).toBeNull();
    const toggle = within(screen.getByRole('region', { name: '問い合わせの推移' })).getByRole('button', { name: '表で見る' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: '問い合わせの推移' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByRole('table', { name: 'よく見られたFAQ' })).getByText('VPNに接続できない')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'CSVをダウンロード' })).toHaveLength(4);
    expect(fetchAnalytics).toHaveBeenCalledWith({ tenantId: 't1', days: 30, categoryId: null });
  });

  it('says a 0 of business time came from work outside business hours, with the calendar time beside it (a Sunday)', async () => {
    const sunday = { count: 1, median: 0, p90: 0 };
    fetchAnalytics.mockResolvedValue(
      reportOf({ firstResponse: { ...sunday, calendar: { count: 1, median: 135, p90: 135 } }, resolution: { ...sunday, calendar: { count: 1, median: 300, p90: 300 } } }),
    );
    renderPage();
    const first = await screen.findByRole('group', { name: '初回回答までの時間' });
    expect(within(first).getByText('営業時間外の対応のため 0分')).toBeInTheDocument();
    expect(within(first).getByText('実時間 2時間15分')).toBeInTheDocument();
    expect(first).toHaveTextContent('90%は 0分 以内、実時間では 2時間15分 以内(1件)');
    const resolution = screen.getByRole('group', { name: '解決までの時間' });
    expect(within(resolution).getByText('営業時間外の対応のため 0分')).toBeInTheDocument();
    expect(within(resolution).getByText('実時間 5時間')).toBeInTheDocument();
  });

  it('shows figures kept before calendar time was: business time alone, calendar time as 「—」', async () => {
    fetchAnalytics.mockResolvedValue(
      reportOf({ firstResponse: { count: 2, median: 0, p90: 30 }, resolution: { count: 3, median: 45, p90: 90, calendar: { count: 1, median: 50, p90: 50 } } }),
    );
    renderPage();
    const first = await screen.findByRole('group', { name: '初回回答までの時間' });
    expect(within(first).getByText('実時間 —')).toBeInTheDocument();
    expect(first).toHaveTextContent('90%は 30分 以内(2件)');
    expect(within(first).queryByText('営業時間外の対応のため 0分')).toBeNull();
    const resolution = screen.getByRole('group', { name: '解決までの時間' });
    expect(within(resolution).getByText('実時間 50分')).toBeInTheDocument();
    expect(within(resolution).getByText('実時間は記録のある 1件から')).toBeInTheDocument();
  });

  it('asks again for another period and a user category, kept in the address', async () => {
    fetchAnalytics.mockResolvedValue(reportOf());
    renderPage('/tenants/t1/admin/analytics?days=7');
    await screen.findByRole('group', { name: '受付件数' });
    expect(fetchAnalytics).toHaveBeenLastCalledWith({ tenantId: 't1', days: 7, categoryId: null });
    fireEvent.click(screen.getByRole('tab', { name: '直近90日' }));
    await waitFor(() => expect(fetchAnalytics).toHaveBeenLastCalledWith({ tenantId: 't1', days: 90, categoryId: null }));
    fireEvent.click(screen.getByRole('combobox', { name: 'ユーザーカテゴリ' }));
    fireEvent.click(await screen.findByRole('option', { name: '営業部' }));
    await waitFor(() => expect(fetchAnalytics).toHaveBeenLastCalledWith({ tenantId: 't1', days: 90, categoryId: 'sales' }));
    fireEvent.change(screen.getByLabelText('終了日'), { target: { value: '2025-06-30' } });
    await waitFor(() => expect(fetchAnalytics).toHaveBeenLastCalledWith({ tenantId: 't1', days: 90, categoryId: 'sales', until: '2025-06-30' }));
    expect(await screen.findAllByRole('img')).toHaveLength(3);
  });

  it('says what failed and reads again on retry', async () => {
    fetchAnalytics.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'functions/unavailable' }));
    fetchAnalytics.mockResolvedValueOnce(reportOf({ faqs: [] }));
    renderPage();
    expect(await screen.findByText(/分析を読み込めませんでした。/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('この期間に閲覧・評価・紹介されたFAQはありません。')).toBeInTheDocument();
    expect(await screen.findAllByRole('img')).toHaveLength(3);
  });
});

describe('analytics wording and files', () => {
  it('formatBusinessMinutes says business minutes as a person would (a business day is nine hours)', () => {
    expect(formatBusinessMinutes(null)).toBe('—');
    expect(formatBusinessMinutes(0)).toBe('0分');
    expect(formatBusinessMinutes(45)).toBe('45分');
    expect(formatBusinessMinutes(120)).toBe('2時間');
    expect(formatBusinessMinutes(135)).toBe('2時間15分');
    expect(formatBusinessMinutes(540)).toBe('1営業日');
    expect(formatBusinessMinutes(540 * 3 + 125)).toBe('3営業日と2時間');
  });

  it('formatCalendarMinutes says calendar minutes in whole days of 24 hours', () => {
    expect(formatCalendarMinutes(undefined)).toBe('—');
    expect(formatCalendarMinutes(0)).toBe('0分');
    expect(formatCalendarMinutes(135)).toBe('2時間15分');
    expect(formatCalendarMinutes(1440)).toBe('1日');
    expect(formatCalendarMinutes(2 * 1440 + 185)).toBe('2日と3時間');
  });

  it('writes the CSV as the table shows it, with a BOM for Excel and quoting where needed', () => {
    const csv = csvOf({ ...faqDays(reportOf()), rows: reportOf().days.slice(0, 1) });
    expect(csv.startsWith('\uFEFF日付,閲覧,自己解決,返信で紹介,0件ヒットの検索,FAQで解決した検索語\r\n')).toBe(true);
    expect(csv).toContain('2026-11-23,5,0,0,0,0\r\n');
    const quoted = csvOf({ title: 't', columns: [{ label: '質問', value: (row: string) => row }], rows: ['カンマ, と "引用符"'] });
    expect(quoted).toContain('"カンマ, と ""引用符"""');
  });
});
