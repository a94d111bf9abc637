import { Button, Field, Input, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as systemAdminApi from './api/callables';
import { errorMessage } from '@madoguchi/shared/data';
import { deletePatchNoteDraft, type AdminPatchNote } from './api/patchNoteAdmin';
import { formatDateTime } from '@madoguchi/shared/format';
import { ActionDialog, FailureMessage, raisedPanel } from '@madoguchi/shared/ui';
import { useState } from 'react';
import { PatchNoteStateBadge } from './PatchNoteStateBadge';
import { scheduleProblem } from './patchNoteForm';

const useStyles = makeStyles({
  panel: { ...raisedPanel, padding: tokens.spacingHorizontalL, alignSelf: 'flex-start', minWidth: '280px' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Action = 'publish' | 'unpublish' | 'delete';

const CONFIRMATIONS: Record<Action, { title: string; message: string; action: string }> = {
  publish: { title: '今すぐ公開しますか？', message: 'すべてのテナントのユーザーに表示され、通知設定に応じてお知らせが届きます。', action: '公開する' },
  unpublish: { title: '公開（予約）を取り消しますか？', message: 'ユーザーには表示されなくなり、下書きに戻ります。', action: '取り消す' },
  delete: { title: 'この下書きを削除しますか？', message: '削除すると元に戻せません。', action: '削除する' },
};

interface Props {
  note: AdminPatchNote;
  /** Saves unsaved edits first; false when that failed (the editor shows why). */
  saveFirst: () => Promise<boolean>;
  onDeleted: () => void;
}

/** 公開: the note's state, publish now, schedule, unpublish and delete a draft. */
export function PublishPanel({ note, saveFirst, onDeleted }: Props) {
  const styles = useStyles();
  const [when, setWhen] = useState('');
  const [whenProblem, setWhenProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Publishing acts on the saved note, so unsaved edits are saved first; deleting discards them. */
  const run = async (work: () => Promise<unknown>, done: string, withEdits = true) => {
    setBusy(true);
    setFailure(null);
    try {
      if (withEdits && !(await saveFirst())) return;
      await work();
      notify.info(done);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  /** The confirmed action; `run` shows a failure in the panel and closes the dialog either way. */
  const confirm = (action: Action) => {
    if (action === 'publish') return run(() => systemAdminApi.publishPatchNote({ patchNoteId: note.id }), 'リリースノートを公開しました。');
    if (action === 'unpublish') return run(() => systemAdminApi.unpublishPatchNote({ patchNoteId: note.id }), '公開を取り消し、下書きに戻しました。');
    return run(async () => {
      await deletePatchNoteDraft(note.id);
      onDeleted();
    }, '下書きを削除しました。', false);
  };

  const schedule = () => {
    const problem = scheduleProblem(when);
    setWhenProblem(problem);
    if (problem) return;
    const publishAt = new Date(when);
    void run(() => systemAdminApi.schedulePatchNote({ patchNoteId: note.id, publishAt: publishAt.toISOString() }), `${formatDateTime(publishAt)} に公開するよう予約しました。`);
  };

  return (
    <section className={styles.panel} aria-labelledby="publish-panel">
      <Subtitle1 as="h2" id="publish-panel">
        公開
      </Subtitle1>
      <div className={styles.row}>
        <Text>状態:</Text>
        <PatchNoteStateBadge state={note.state} />
      </div>
      {note.state === 'published' && note.publishedAt && <Text className={styles.muted}>{formatDateTime(note.publishedAt)} に公開</Text>}
      {note.state === 'scheduled' && note.publishAt && <Text className={styles.muted}>{formatDateTime(note.publishAt)} に公開予定</Text>}
      <FailureMessage message={failure} />
      {note.state !== 'published' && (
        <>
          <Button appearance="primary" disabled={busy} onClick={() => setConfirming('publish')}>
            今すぐ公開
          </Button>
          <div className={styles.row}>
            <Field label="公開日時を予約" validationMessage={whenProblem ?? undefined}>
              <Input type="datetime-local" value={when} onChange={(_, data) => setWhen(data.value)} disabled={busy} />
            </Field>
            <Button disabled={busy} onClick={schedule}>
              {note.state === 'scheduled' ? '予約を変更' : '予約する'}
            </Button>
          </div>
        </>
      )}
      {note.state !== 'draft' && (
        <Button disabled={busy} onClick={() => setConfirming('unpublish')}>
          {note.state === 'published' ? '公開を取り消す' : '予約を取り消す'}
        </Button>
      )}
      {note.state === 'draft' && (
        <Button appearance="subtle" disabled={busy} onClick={() => setConfirming('delete')}>
          下書きを削除
        </Button>
      )}
      {confirming && (
        <ActionDialog
          open
          title={CONFIRMATIONS[confirming].title}
          actionLabel={CONFIRMATIONS[confirming].action}
          onAction={() => confirm(confirming)}
          onClose={() => setConfirming(null)}
        >
          {() => <Text as="p">{CONFIRMATIONS[confirming].message}</Text>}
        </ActionDialog>
      )}
    </section>
  );
}
