import { Page } from '@madoguchi/shared/ui';
import { PatchNoteEditor } from './PatchNoteEditor';

/** リリースノート登録: a new note, saved as a draft first. */
export function PatchNoteRegistrationPage() {
  return (
    <Page title="リリースノートの作成" description="下書きとして保存したあと、公開または公開日時の予約ができます。">
      <PatchNoteEditor note={null} />
    </Page>
  );
}
