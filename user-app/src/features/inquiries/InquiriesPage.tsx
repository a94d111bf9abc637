import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function InquiriesPage() {
  return (
    <Page title="問い合わせ一覧" description="これまでの問い合わせと対応状況を確認できます。">
      <PreparingNotice />
    </Page>
  );
}
