import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function CategoriesPage() {
  return (
    <Page title="ユーザーカテゴリ" description="ユーザーカテゴリを管理します。">
      <PreparingNotice />
    </Page>
  );
}
