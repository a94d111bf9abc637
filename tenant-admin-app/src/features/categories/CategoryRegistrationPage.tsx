import { Page, PreparingNotice } from '@madoguchi/shared';

export function CategoryRegistrationPage() {
  return (
    <Page title="ユーザーカテゴリ登録">
      <PreparingNotice />
    </Page>
  );
}
