import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function PatchNotesPage() {
  return (
    <Page title="リリースノート" description="窓口の新機能・改善・修正のお知らせです。">
      <PreparingNotice />
    </Page>
  );
}
