import * as tenantAdminApi from '../../lib/api/analytics';
import { useFetched } from '@madoguchi/shared/data';
import { calendarMedianText, formatBusinessMinutes, formatShare, outOfHoursNote } from '@madoguchi/shared/format';
import { ErrorState, LoadingState } from '@madoguchi/shared/ui';
import { FigureCard } from './FigureCard';

/** The last seven days at a glance on the admin home; each figure leads to the analytics page. */
export function AnalyticsSummary({ tenantId, className }: { tenantId: string; className: string }) {
  const report = useFetched(`home-analytics/${tenantId}`, () => tenantAdminApi.fetchAnalytics({ tenantId, days: 7, categoryId: null }));
  const to = `/tenants/${encodeURIComponent(tenantId)}/admin/analytics?days=7`;
  if (report.status === 'loading') return <LoadingState label="直近7日間を集計中…" />;
  if (report.status === 'error') return <ErrorState message={`直近7日間の分析を読み込めませんでした。${report.message}`} onRetry={report.reload} />;
  const { totals, firstResponse } = report.data;
  const rated = totals.satisfied + totals.neutral + totals.dissatisfied;
  return (
    <div className={className}>
      <FigureCard label="受付件数(直近7日間)" value={`${totals.received}件`} to={to} linkText="分析を見る" />
      <FigureCard
        label="初回回答までの時間(中央値)"
        value={formatBusinessMinutes(firstResponse.median)}
        note={`${outOfHoursNote(firstResponse) ?? '営業時間(平日9:00〜18:00)で計算'}、${calendarMedianText(firstResponse)}`}
        to={to}
        linkText="分析を見る"
      />
      <FigureCard label="満足度(直近7日間)" value={formatShare(totals.satisfied, rated)} note={`回答 ${rated}件`} to={to} linkText="分析を見る" />
      <FigureCard label="FAQで自己解決(直近7日間)" value={`${totals.selfSolved}件`} to={to} linkText="分析を見る" />
    </div>
  );
}
