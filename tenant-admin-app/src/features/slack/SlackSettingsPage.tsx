import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function SlackSettingsPage() {
  return (
    <Page title="Slack連携" description="Slackワークスペースとの連携を設定します。">
      <PreparingNotice />
    </Page>
  );
}
