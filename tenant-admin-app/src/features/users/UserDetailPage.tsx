import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function UserDetailPage() {
  return (
    <Page title="ユーザー情報">
      <PreparingNotice />
    </Page>
  );
}
