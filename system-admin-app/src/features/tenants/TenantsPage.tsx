import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function TenantsPage() {
  return (
    <Page title="テナント" description="テナントの作成・名称変更・利用停止を行います。">
      <PreparingNotice />
    </Page>
  );
}
