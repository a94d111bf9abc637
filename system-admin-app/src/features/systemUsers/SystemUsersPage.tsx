import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function SystemUsersPage() {
  return (
    <Page title="システム管理者" description="システム管理者を追加・削除します。">
      <PreparingNotice />
    </Page>
  );
}
