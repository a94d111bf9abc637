import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function FaqPage() {
  return (
    <Page title="よくある質問" description="よくある質問を検索できます。">
      <PreparingNotice />
    </Page>
  );
}
