import { Body1, Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { TaskListAddRegular } from '@fluentui/react-icons';
import { notify } from '@madoguchi/shared';
import * as systemAdminApi from './api/callables';
import { useLiveData } from '@madoguchi/shared/data';
import { watchPatchNoteFixes } from './api/releaseFixes';
import { type AdminPatchNote } from './api/patchNoteAdmin';
import { ErrorState, FailureMessage, InquiryRefList, LoadingState, raisedPanel, useAction } from '@madoguchi/shared/ui';
import { useState } from 'react';
import { EscalationPicker, pickedOf, type Picked } from './EscalationPicker';

const useStyles = makeStyles({
  panel: { ...raisedPanel, maxWidth: '880px' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * 修正した問い合わせ: the escalated inquiries this note fixes. Each hears of it once the note is out (a
 * message in its thread, a notice to whoever asked); on a published note, at once.
 */
export function NoteFixesSection({ note }: { note: AdminPatchNote }) {
  const styles = useStyles();
  const fixes = useLiveData(`patchNoteFixes/${note.id}`, watchPatchNoteFixes(note.id));
  const [picking, setPicking] = useState(false);
  const removing = useAction();
  const published = note.state === 'published';

  const save = async (picked: Picked[]) => {
    const result = await systemAdminApi.setPatchNoteFixes({ patchNoteId: note.id, fixes: picked });
    return published ? `保存しました。${result.told}件の問い合わせにお知らせしました。` : '保存しました。公開したときにお知らせが届きます。';
  };
  const listed = fixes.status === 'ready' ? fixes.data : [];

  return (
    <section className={styles.panel} aria-labelledby="note-fixes">
      <Subtitle1 as="h2" id="note-fixes">
        修正した問い合わせ
      </Subtitle1>
      <Body1 className={styles.muted}>
        {published
          ? '公開済みのため、追加した問い合わせにはすぐにお知らせが届きます（各問い合わせに一度だけ）。外しても、届いたお知らせは取り消されません。'
          : '公開すると、各問い合わせのやり取りに「この件はリリースノート『…』で修正されました」と表示され、問い合わせた方にお知らせが届きます。'}
      </Body1>
      {fixes.status === 'loading' && <LoadingState />}
      {fixes.status === 'error' && <ErrorState message={fixes.message} />}
      {fixes.status === 'ready' && listed.length === 0 && <Body1>まだありません。サポート依頼で知らされた問い合わせから選べます。</Body1>}
      {listed.length > 0 && (
        <InquiryRefList
          label="修正した問い合わせの一覧"
          disabled={removing.busy}
          items={listed.map((fix) => ({
            key: `${fix.tenantId}/${fix.inquiryId}`,
            number: fix.number,
            title: fix.title,
            caption: fix.tenantName,
            remove: {
              label: `${fix.tenantName} の #${fix.number} を外す`,
              onRemove: () => void removing.run(() => save(listed.filter((other) => other !== fix).map(pickedOf)), `#${fix.number} を外しました。`),
            },
          }))}
        />
      )}
      <FailureMessage message={removing.failure} />
      <div>
        <Button icon={<TaskListAddRegular />} disabled={fixes.status !== 'ready'} onClick={() => setPicking(true)}>
          問い合わせを選ぶ
        </Button>
      </div>
      {picking && (
        <EscalationPicker
          fixes={listed}
          onClose={() => setPicking(false)}
          onSave={async (picked) => {
            notify.info(await save(picked));
            setPicking(false);
          }}
        />
      )}
    </section>
  );
}
