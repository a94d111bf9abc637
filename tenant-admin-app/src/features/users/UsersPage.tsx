import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function UsersPage() {
  return (
    <Page title="ユーザー" description="テナントのユーザーを管理します。">
      <PreparingNotice />
    </Page>
  );
}
