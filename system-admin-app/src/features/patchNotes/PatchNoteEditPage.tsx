import { useLiveData } from '@madoguchi/shared/data';
import { watchAdminPatchNote } from './api/patchNoteAdmin';
import { ErrorState, LoadingState, MissingState, Page, RouterLink, usePageTitle } from '@madoguchi/shared/ui';
import { useParams } from '@madoguchi/shared/router';
import { NoteFixesSection } from './NoteFixesSection';
import { PatchNoteEditor } from './PatchNoteEditor';

/** リリースノート編集: the note, live (its state follows publishing), in the editor. */
export function PatchNoteEditPage() {
  const { patchNoteId = '' } = useParams();
  const note = useLiveData(`patchNote/${patchNoteId}`, watchAdminPatchNote(patchNoteId));
  usePageTitle(note.status === 'ready' && note.data ? `リリースノートの編集: ${note.data.title}` : null);
  return (
    <Page title="リリースノートの編集">
      {note.status === 'loading' && <LoadingState />}
      {note.status === 'error' && <ErrorState message={note.message} />}
      {note.status === 'ready' && !note.data && (
        <MissingState title="リリースノートが見つかりません。" back={<RouterLink to="/systemAdmin/patchNote">リリースノート一覧に戻る</RouterLink>} />
      )}
      {/* Keyed by id: the editor takes the stored content once and then keeps the admin's edits. */}
      {note.status === 'ready' && note.data && <PatchNoteEditor key={note.data.id} note={note.data} />}
      {note.status === 'ready' && note.data && <NoteFixesSection note={note.data} />}
    </Page>
  );
}
