import { useLiveData, watchAdminPatchNote } from '@madoguchi/shared/data';
import { EmptyState, ErrorState, LoadingState, Page, RouterLink } from '@madoguchi/shared/ui';
import { useParams } from '@madoguchi/shared/router';
import { PatchNoteEditor } from './PatchNoteEditor';

/** リリースノート編集: the note, live (its state follows publishing), in the editor. */
export function PatchNoteEditPage() {
  const { patchNoteId = '' } = useParams();
  const note = useLiveData(`patchNote/${patchNoteId}`, watchAdminPatchNote(patchNoteId));
  return (
    <Page title="リリースノートの編集">
      {note.status === 'loading' && <LoadingState />}
      {note.status === 'error' && <ErrorState message={note.message} />}
      {note.status === 'ready' && !note.data && (
        <EmptyState title="リリースノートが見つかりません">
          削除された可能性があります。<RouterLink to="/systemAdmin/patchNote">一覧に戻る</RouterLink>
        </EmptyState>
      )}
      {/* Keyed by id: the editor takes the stored content once and then keeps the admin's edits. */}
      {note.status === 'ready' && note.data && <PatchNoteEditor key={note.data.id} note={note.data} />}
    </Page>
  );
}
