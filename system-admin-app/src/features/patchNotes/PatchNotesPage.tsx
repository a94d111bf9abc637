import { Page, PreparingNotice } from '@madoguchi/shared';

export function PatchNotesPage() {
  return (
    <Page title="リリースノート" description="リリースノートを作成・公開します。">
      <PreparingNotice />
    </Page>
  );
}
