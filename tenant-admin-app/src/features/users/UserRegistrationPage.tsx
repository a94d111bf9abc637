import { Page, PreparingNotice } from '@madoguchi/shared';

export function UserRegistrationPage() {
  return (
    <Page title="ユーザー登録">
      <PreparingNotice />
    </Page>
  );
}
