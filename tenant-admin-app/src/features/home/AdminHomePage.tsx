import { Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { INQUIRY_STATUS_LABELS, OPEN_INQUIRY_STATUSES, useFetched, useLiveData } from '@madoguchi/shared/data';
import { IDLE_INQUIRY_DAYS, fetchAdminHomeCounts } from './api/adminHome';
import { watchSlackIntegration } from '../../lib/api/slackIntegration';
import { ErrorState, LoadingState, Page } from '@madoguchi/shared/ui';
import { useParams } from '@madoguchi/shared/router';
import { AnalyticsSummary } from './AnalyticsSummary';
import { FigureCard } from './FigureCard';
import { SearchMissList } from './SearchMissList';
import { slackSummary } from './slackSummary';

const useStyles = makeStyles({
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** 管理トップ: what needs the admins' attention, each figure linking to its list. */
export function AdminHomePage() {
  const styles = useStyles();
  const { tenantId = '' } = useParams();
  const tenantPath = `/tenants/${encodeURIComponent(tenantId)}`;
  const counts = useFetched(`counts/${tenantId}`, () => fetchAdminHomeCounts(tenantId));
  const slack = useLiveData(`slack/${tenantId}`, watchSlackIntegration(tenantId));
  const slackFigure = slackSummary(slack);

  return (
    <Page title="管理トップ" description="未対応の問い合わせ、ユーザー、直近7日間の対応状況、FAQで見つからなかった検索、Slack連携の状態を確認できます。">
      <div className={styles.heading}>
        <Subtitle1 as="h2">問い合わせ・ユーザー</Subtitle1>
        <Button icon={<ArrowClockwiseRegular />} onClick={counts.reload} disabled={counts.status === 'loading'}>
          最新の情報に更新
        </Button>
      </div>
      {counts.status === 'loading' && <LoadingState label="集計中…" />}
      {counts.status === 'error' && <ErrorState message={`集計を読み込めませんでした。${counts.message}`} onRetry={counts.reload} />}
      {counts.status === 'ready' && (
        <div className={styles.figures}>
          {OPEN_INQUIRY_STATUSES.map((status) => (
            <FigureCard
              key={status}
              label={INQUIRY_STATUS_LABELS[status]}
              value={`${counts.data.open[status] ?? 0}件`}
              to={`${tenantPath}/inquiries?status=${status}`}
              linkText="一覧を見る"
            />
          ))}
          <FigureCard
            label={`${IDLE_INQUIRY_DAYS}日以上更新のない問い合わせ`}
            value={`${counts.data.idle}件`}
            note="完了していないもの"
            to={`${tenantPath}/inquiries?idle=${IDLE_INQUIRY_DAYS}`}
            linkText="一覧を見る"
            attention={counts.data.idle > 0}
          />
          <FigureCard
            label="有効なユーザー"
            value={`${counts.data.activeUsers}人`}
            note={counts.data.disabledUsers ? `ほかに無効なユーザー ${counts.data.disabledUsers}人` : undefined}
            to={`${tenantPath}/admin/users`}
            linkText="ユーザー一覧"
          />
          <FigureCard label="ユーザーカテゴリ" value={`${counts.data.categories}件`} to={`${tenantPath}/admin/categories`} linkText="カテゴリ一覧" />
        </div>
      )}
      <Subtitle1 as="h2">直近7日間</Subtitle1>
      <AnalyticsSummary tenantId={tenantId} className={styles.figures} />
      <div className={styles.figures}>
        <FigureCard
          label="Slack連携"
          value={slackFigure.value}
          note={slackFigure.note}
          to={`${tenantPath}/admin/slack`}
          linkText="Slack連携の設定"
          attention={slackFigure.attention}
        />
      </div>
      <SearchMissList tenantId={tenantId} />
    </Page>
  );
}
