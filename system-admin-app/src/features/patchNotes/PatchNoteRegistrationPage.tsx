import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function PatchNoteRegistrationPage() {
  return (
    <Page title="リリースノート登録">
      <PreparingNotice />
    </Page>
  );
}
