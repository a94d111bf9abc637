import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function TopPage() {
  return (
    <Page title="トップ" description="未解決の問い合わせ、よくある質問の検索、最新のリリースノートを表示します。">
      <PreparingNotice />
    </Page>
  );
}
