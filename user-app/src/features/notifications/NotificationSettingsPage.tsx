import { useAuth } from '@madoguchi/shared';
import { LoadingState, Page } from '@madoguchi/shared/ui';
import { NotificationGrid } from './NotificationGrid';

/** 通知設定: which events reach the user, in the app, by mail and in Slack. */
export function NotificationSettingsPage() {
  const { tenantId, currentUserId, isTenantAdmin } = useAuth();
  return (
    <Page title="通知設定" description="お知らせを受け取る方法を、できごとごとに設定できます。">
      {tenantId && currentUserId ? (
        <NotificationGrid key={`${tenantId}/${currentUserId}`} tenantId={tenantId} uid={currentUserId} isTenantAdmin={isTenantAdmin} />
      ) : (
        <LoadingState />
      )}
    </Page>
  );
}
