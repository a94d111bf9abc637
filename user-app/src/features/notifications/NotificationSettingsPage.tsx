import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function NotificationSettingsPage() {
  return (
    <Page title="通知設定" description="お知らせを受け取る方法を設定できます。">
      <PreparingNotice />
    </Page>
  );
}
