import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function ProfilePage() {
  return (
    <Page title="プロフィール" description="お名前と所属テナントを確認・変更できます。">
      <PreparingNotice />
    </Page>
  );
}
