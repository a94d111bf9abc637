import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function CategoryRegistrationPage() {
  return (
    <Page title="ユーザーカテゴリ登録">
      <PreparingNotice />
    </Page>
  );
}
