import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function InquiryDetailPage() {
  return (
    <Page title="問い合わせ詳細">
      <PreparingNotice />
    </Page>
  );
}
