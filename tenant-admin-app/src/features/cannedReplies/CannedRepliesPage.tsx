import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular } from '@fluentui/react-icons';
import { CANNED_REPLY_LIMITS } from '@madoguchi/shared/contracts';
import { fetchCannedReplies, useFetched, useLiveData, watchCategories } from '@madoguchi/shared/data';
import { EmptyState, ErrorState, Page } from '@madoguchi/shared/ui';
import { useNavigate, useParams } from '@madoguchi/shared/router';
import { CannedReplyTable } from './CannedReplyTable';
import { newCannedReplyPath } from './cannedReplyPaths';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  count: { color: tokens.colorNeutralForeground2 },
});

/** 定型文: the tenant's reply templates, all at once (a tenant keeps at most CANNED_REPLY_LIMITS.perTenant). */
export function CannedRepliesPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { tenantId = '' } = useParams();
  const replies = useFetched(tenantId, () => fetchCannedReplies(tenantId));
  // For the category column; a failure leaves the list usable.
  const categories = useLiveData(tenantId, watchCategories(tenantId));
  const rows = replies.status === 'ready' ? replies.data : [];

  return (
    <Page
      title="定型文"
      description="問い合わせへの返信でよく使う文章です。返信欄の「定型文を挿入」から選ぶと、依頼者名などの差し込み項目がその問い合わせの内容に置き換わって入ります。"
    >
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(newCannedReplyPath(tenantId))}>
          新規登録
        </Button>
        <Button icon={<ArrowClockwiseRegular />} onClick={replies.reload} disabled={replies.status === 'loading'}>
          最新の情報に更新
        </Button>
        {replies.status === 'ready' && (
          <Caption1 className={styles.count}>{`${rows.length}件（${CANNED_REPLY_LIMITS.perTenant}件まで登録できます）`}</Caption1>
        )}
      </div>
      {categories.status === 'error' && (
        <ErrorState message={`ユーザーカテゴリを読み込めませんでした。${categories.message}`} onRetry={categories.reload} />
      )}
      <CannedReplyTable
        rows={rows}
        loading={replies.status === 'loading'}
        error={replies.status === 'error' ? `定型文を読み込めませんでした。${replies.message}` : null}
        onRetry={replies.reload}
        tenantId={tenantId}
        categories={categories.status === 'ready' ? categories.data : null}
        onDeleted={replies.reload}
        empty={
          <EmptyState title="定型文はまだありません">
            「新規登録」から、あいさつや受付の連絡など、よく使う返信の文章を登録できます。
          </EmptyState>
        }
      />
    </Page>
  );
}
