import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function PatchNoteEditPage() {
  return (
    <Page title="リリースノート編集">
      <PreparingNotice />
    </Page>
  );
}
