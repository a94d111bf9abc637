import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { EyeRegular, SaveRegular } from '@fluentui/react-icons';
import { notify, useAuth } from '@madoguchi/shared';
import * as systemAdminApi from './api/callables';
import { errorMessage } from '@madoguchi/shared/data';
import { createPatchNoteDraft, createPatchNotePreview, savePatchNoteContent, type AdminPatchNote, type PatchNoteContent } from './api/patchNoteAdmin';
import { columnsOrStack, FailureMessage, RouterLink } from '@madoguchi/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@madoguchi/shared/router';
import { PatchNoteForm } from './PatchNoteForm';
import { PublishPanel } from './PublishPanel';
import { EMPTY_NOTE, patchNoteProblems, sameContent, savedContent, type PatchNoteProblems } from './patchNoteForm';

const useStyles = makeStyles({
  layout: columnsOrStack('minmax(0, 1fr) auto', 960),
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A note not yet saved keeps its previews under this id. */
const UNSAVED = 'new';

/**
 * Writing a release note: the content, save, preview of the unsaved content, and (once saved) the
 * publishing panel. A failed save keeps everything typed; leaving with unsaved edits asks first.
 */
export function PatchNoteEditor({ note }: { note: AdminPatchNote | null }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { currentUserId } = useAuth();
  const initial = note ? { title: note.title, bodyHtml: note.bodyHtml, labels: note.labels } : EMPTY_NOTE;
  const [saved, setSaved] = useState<PatchNoteContent>(initial);
  const [content, setContentState] = useState<PatchNoteContent>(initial);
  // The latest edit, also before React renders it: a click right after typing saves or previews all of it.
  const latest = useRef(content);
  const setContent = (next: PatchNoteContent) => {
    latest.current = next;
    setContentState(next);
  };
  const [problems, setProblems] = useState<PatchNoteProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = !sameContent(content, saved);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const checked = (): PatchNoteContent | null => {
    const found = patchNoteProblems(latest.current);
    setProblems(found);
    return Object.keys(found).length ? null : savedContent(latest.current);
  };

  /** Saves the edits; true when there was nothing to save or the save succeeded. */
  const save = async (): Promise<boolean> => {
    const next = checked();
    if (!next || !currentUserId) return false;
    if (note && sameContent(next, saved)) return true;
    setBusy(true);
    setFailure(null);
    try {
      if (note) {
        // Readers see a published note's change at once: the server sanitizes it on the way.
        if (note.state === 'published') await systemAdminApi.updatePublishedPatchNote({ patchNoteId: note.id, ...next });
        else await savePatchNoteContent(note.id, next);
        setSaved(next);
        return true;
      }
      const id = await createPatchNoteDraft(currentUserId, next);
      setSaved(next);
      notify.info('下書きを保存しました。');
      navigate(`/systemAdmin/patchNote/${encodeURIComponent(id)}`, { replace: true });
      return true;
    } catch (error) {
      setFailure(`保存できませんでした。${errorMessage(error)}`);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const preview = async () => {
    const next = checked();
    if (!next || !currentUserId) return;
    // Opened before the snapshot is written, so the browser treats it as the click's own window.
    const tab = window.open('', '_blank');
    try {
      const previewId = await createPatchNotePreview(currentUserId, note?.id ?? UNSAVED, next);
      const path = `/systemAdmin/patchNote/${encodeURIComponent(note?.id ?? UNSAVED)}/preview/${encodeURIComponent(previewId)}`;
      if (tab) tab.location.href = path;
      else navigate(path);
    } catch (error) {
      tab?.close();
      setFailure(`プレビューを作成できませんでした。${errorMessage(error)}`);
    }
  };

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        noValidate
        aria-label="リリースノートの内容"
        onSubmit={(event) => {
          event.preventDefault();
          void save().then((ok) => ok && note && notify.info('保存しました。'));
        }}
      >
        <RouterLink to="/systemAdmin/patchNote">← リリースノート一覧</RouterLink>
        <FailureMessage message={failure} />
        <PatchNoteForm content={content} problems={problems} disabled={busy} onChange={setContent} />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" icon={<SaveRegular />} disabled={busy || (note !== null && !dirty)}>
            {note ? '変更を保存' : '下書き保存'}
          </Button>
          <Button icon={<EyeRegular />} disabled={busy} onClick={() => void preview()}>
            プレビュー
          </Button>
        </div>
      </form>
      {note && <PublishPanel note={note} saveFirst={save} onDeleted={() => navigate('/systemAdmin/patchNote', { replace: true })} />}
    </div>
  );
}
