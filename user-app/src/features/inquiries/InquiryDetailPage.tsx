import { Body1, Caption1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useAuth } from '@madoguchi/shared';
import { useLiveData, watchInquiry, watchInquiryMessages } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { ErrorState, InquiryStatusBadge, LoadingState, MissingState, Page, RouterLink, useEarlyPageHandover, usePageTitle } from '@madoguchi/shared/ui';
import { useParams } from '@madoguchi/shared/router';
import { InquiryFixActions } from './fixes/InquiryFixActions';
import { InquiryControls } from './InquiryControls';
import { MessageThread } from './MessageThread';
import { ReplyForm } from './ReplyForm';
import { MadeFaqs } from './MadeFaqs';
import { SatisfactionCard } from './SatisfactionCard';
import { useActiveAdmins, useCategories } from './useDirectory';

const useStyles = makeStyles({
  facts: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
});

/**
 * 問い合わせ詳細: the inquiry and its thread, both live (one listener each for the screen). The rules let
 * a member read an id that names nothing in their own tenant, so a missing inquiry is told apart from
 * someone else's (refused); another tenant's ids stay refused whether they exist or not.
 */
export function InquiryDetailPage() {
  const styles = useStyles();
  const { tenantId = '', inquiryId = '' } = useParams();
  const { currentUserId, currentUserName, isTenantAdmin, tenants } = useAuth();
  const viewer = { tenantId, uid: currentUserId ?? '', isTenantAdmin };
  const key = `${tenantId}/${inquiryId}/${String(isTenantAdmin)}`;
  const inquiry = useLiveData(key, watchInquiry(tenantId, inquiryId));
  const messages = useLiveData(key, watchInquiryMessages(viewer, inquiryId));
  const categories = useCategories(tenantId);
  const admins = useActiveAdmins(tenantId, isTenantAdmin);
  const shown = inquiry.status === 'ready' ? inquiry.data : null;
  usePageTitle(shown && `問い合わせ #${shown.number} ${shown.title}`);
  // The thread drawn before the app arrived (a link from a mail) gives way once this page shows it, or why not.
  useEarlyPageHandover(inquiry.status !== 'loading' && (shown === null || messages.status !== 'loading'));
  const listPath = `/tenants/${encodeURIComponent(tenantId)}/inquiries`;
  const backLink = <RouterLink to={listPath}>問い合わせ一覧に戻る</RouterLink>;

  if (inquiry.status === 'loading') {
    return (
      <Page title="問い合わせ詳細">
        <LoadingState />
      </Page>
    );
  }
  if (inquiry.status === 'error' && !inquiry.denied) {
    return (
      <Page title="問い合わせ詳細">
        <ErrorState message={inquiry.message} onRetry={inquiry.reload} />
        <div>{backLink}</div>
      </Page>
    );
  }
  if (inquiry.status === 'error' || inquiry.data === null) {
    return (
      <Page title="問い合わせ詳細">
        {inquiry.status === 'error' ? (
          <MissingState title="この問い合わせを表示する権限がありません。" back={backLink}>
            問い合わせた本人と、テナントの管理者だけが表示できます。
          </MissingState>
        ) : (
          <MissingState title="問い合わせが見つかりません。" back={backLink} />
        )}
      </Page>
    );
  }

  const current = inquiry.data;
  const category = categories.find((candidate) => candidate.id === current.categoryId);
  return (
    <Page title={`#${current.number} ${current.title}`}>
      <div className={styles.facts}>
        {backLink}
        <InquiryStatusBadge status={current.status} />
        <Body1>依頼者: {current.requesterName}</Body1>
        {category && <Body1>カテゴリ: {category.name}</Body1>}
        {current.createdAt && <Caption1>受付: {formatDateTime(current.createdAt)}</Caption1>}
      </div>
      <InquiryControls tenantId={tenantId} inquiry={current} admins={admins} />
      {isTenantAdmin && <InquiryFixActions tenantId={tenantId} inquiry={current} />}
      {messages.status === 'loading' && <LoadingState />}
      {messages.status === 'error' && <ErrorState message={messages.message} />}
      {messages.status === 'ready' && <MessageThread tenantId={tenantId} messages={messages.data} requesterUid={current.requesterUid} />}
      {isTenantAdmin && (current.status === 'resolved' || current.status === 'closed') && <MadeFaqs tenantId={tenantId} inquiry={current} />}
      {(current.status === 'resolved' || current.status === 'closed') && (
        <SatisfactionCard tenantId={tenantId} inquiryId={current.id} satisfaction={current.satisfaction} canAnswer={current.requesterUid === currentUserId} />
      )}
      {current.status === 'closed' ? (
        <MessageBar intent="info">
          <MessageBarBody>この問い合わせはクローズされています。続きがある場合は新しい問い合わせを送信してください。</MessageBarBody>
        </MessageBar>
      ) : (
        <ReplyForm
          tenantId={tenantId}
          inquiryId={current.id}
          asAdmin={isTenantAdmin}
          context={{
            categoryId: current.categoryId,
            categoryName: category?.name ?? null,
            requesterName: current.requesterName,
            number: current.number,
            title: current.title,
            adminName: currentUserName ?? '',
            tenantName: tenants.find((tenant) => tenant.id === tenantId)?.name ?? '',
          }}
        />
      )}
    </Page>
  );
}
