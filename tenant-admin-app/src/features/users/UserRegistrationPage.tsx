import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function UserRegistrationPage() {
  return (
    <Page title="ユーザー登録">
      <PreparingNotice />
    </Page>
  );
}
