import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function AdminHomePage() {
  return (
    <Page title="管理トップ" description="未対応の問い合わせ、ユーザー数、Slack連携の状態を確認できます。">
      <PreparingNotice />
    </Page>
  );
}
