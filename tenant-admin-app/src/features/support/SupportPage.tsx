import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { usePagedList } from '@madoguchi/shared/data';
import { fetchSupportRequests } from './api/supportRequests';
import { columnsOrStack, EmptyState, ErrorState, LoadingState, Page, raisedPanel } from '@madoguchi/shared/ui';
import { useParams } from '@madoguchi/shared/router';
import { SupportRequestForm } from './SupportRequestForm';
import { SupportRequestList } from './SupportRequestList';
import { useLinkedFromAddress } from './useLinkedFromAddress';
import { VendorContactCard } from './VendorContactCard';

export const SUPPORT_PAGE_SIZE = 10;

const useStyles = makeStyles({
  top: columnsOrStack('minmax(0, 2fr) minmax(240px, 1fr)', 800),
  panel: raisedPanel,
  history: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  more: { alignSelf: 'center' },
});

/** サポート: requests to the vendor, their answers, and how to reach the vendor otherwise. */
export function SupportPage() {
  const styles = useStyles();
  const { tenantId = '' } = useParams();
  const list = usePagedList(`supportRequests/${tenantId}`, (after) => fetchSupportRequests(tenantId, SUPPORT_PAGE_SIZE, after));
  const fromAddress = useLinkedFromAddress(tenantId);
  const sent = () => {
    fromAddress.clear();
    list.reload();
  };

  return (
    <Page title="サポート" description="窓口の運営元へのお問い合わせと、その回答を確認できます。">
      <div className={styles.top}>
        <section className={styles.panel} aria-labelledby="support-new-title">
          <Subtitle2 as="h2" id="support-new-title">
            運営元へのお問い合わせ
          </Subtitle2>
          {fromAddress.loading ? (
            <LoadingState />
          ) : (
            // A new form per tenant (its own kept draft) and per address (it opens with the inquiries the
            // address names).
            <SupportRequestForm
              key={`${tenantId}/${fromAddress.key}`}
              tenantId={tenantId}
              inquiries={fromAddress.inquiries}
              onSent={sent}
            />
          )}
        </section>
        <VendorContactCard />
      </div>
      <section className={styles.history} aria-labelledby="support-history-title">
        <div className={styles.heading}>
          <Subtitle2 as="h2" id="support-history-title">
            これまでのお問い合わせ
          </Subtitle2>
          <Button icon={<ArrowClockwiseRegular />} onClick={list.reload} disabled={list.loading}>
            最新の情報に更新
          </Button>
        </div>
        {list.error && <ErrorState message={`お問い合わせの履歴を読み込めませんでした。${list.error}`} onRetry={list.loadMore} />}
        {list.items.length > 0 && <SupportRequestList tenantId={tenantId} requests={list.items} />}
        {list.loading && <LoadingState />}
        {!list.loading && !list.error && list.items.length === 0 && (
          <EmptyState title="まだお問い合わせはありません">ご不明な点があれば、上のフォームから運営元にお送りください。</EmptyState>
        )}
        {!list.loading && !list.error && list.next && (
          <Button className={styles.more} onClick={list.loadMore}>
            さらに表示
          </Button>
        )}
      </section>
    </Page>
  );
}
