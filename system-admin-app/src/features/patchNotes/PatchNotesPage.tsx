import { Page, PreparingNotice } from '@madoguchi/shared/ui';

export function PatchNotesPage() {
  return (
    <Page title="リリースノート" description="リリースノートを作成・公開します。">
      <PreparingNotice />
    </Page>
  );
}
