import { Page, PreparingNotice } from '@madoguchi/shared';

export function UserDetailPage() {
  return (
    <Page title="ユーザー情報">
      <PreparingNotice />
    </Page>
  );
}
