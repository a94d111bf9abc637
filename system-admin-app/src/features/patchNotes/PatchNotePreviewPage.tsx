import { Page, PreparingNotice } from '@madoguchi/shared';

export function PatchNotePreviewPage() {
  return (
    <Page title="リリースノートのプレビュー">
      <PreparingNotice />
    </Page>
  );
}
