import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function SupportPage() {
  return (
    <Page title="サポート" description="窓口の運営元へのお問い合わせと回答を確認できます。">
      <PreparingNotice />
    </Page>
  );
}
