import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function CategoryEditorPage() {
  return (
    <Page title="ユーザーカテゴリ編集">
      <PreparingNotice />
    </Page>
  );
}
