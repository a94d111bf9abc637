import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function PatchNotePreviewPage() {
  return (
    <Page title="リリースノートのプレビュー">
      <PreparingNotice />
    </Page>
  );
}
