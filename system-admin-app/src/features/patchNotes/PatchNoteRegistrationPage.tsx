import { Page, PreparingNotice } from '@madoguchi/shared';

export function PatchNoteRegistrationPage() {
  return (
    <Page title="リリースノート登録">
      <PreparingNotice />
    </Page>
  );
}
