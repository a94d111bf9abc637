import { Body1, Button, Caption1, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as inquiriesApi from '../api/callables';
import { fetchPatchNotes, usePagedList, type Inquiry } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { ActionDialog, EmptyState, ErrorState, LoadingState } from '@madoguchi/shared/ui';
import { useState } from 'react';

export const NOTES_PAGE_SIZE = 10;

const useStyles = makeStyles({
  notes: { maxHeight: '50vh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  date: { color: tokens.colorNeutralForeground3, display: 'block' },
  label: { overflowWrap: 'anywhere' },
});

interface Props {
  tenantId: string;
  inquiry: Inquiry;
  onClose: () => void;
}

/**
 * リリースノートで修正済みにする: a published note, newest first, that fixed the inquiry. The thread
 * shows it and the requester hears of it, once per note; the status stays as the admin left it.
 * Mounted only while open, so the notes are read when asked for.
 */
export function MarkFixedDialog({ tenantId, inquiry, onClose }: Props) {
  const styles = useStyles();
  const notes = usePagedList('patchNotes/forFix', (after) => fetchPatchNotes(NOTES_PAGE_SIZE, after));
  const [chosen, setChosen] = useState('');

  const mark = async () => {
    const { told } = await inquiriesApi.markInquiryFixed({ tenantId, inquiryId: inquiry.id, patchNoteId: chosen });
    notify.info(told ? 'リリースノートで修正済みにしました。やり取りに表示され、依頼者にお知らせしました。' : 'この問い合わせには、すでにこのリリースノートのお知らせが表示されています。');
    onClose();
  };

  return (
    <ActionDialog
      open
      title="リリースノートで修正済みにする"
      actionLabel="修正済みにする"
      failurePrefix="修正済みにできませんでした。"
      ready={chosen !== ''}
      onAction={mark}
      onClose={onClose}
    >
      {(sending) => (
        <>
          <Body1>
            #{inquiry.number} の修正を知らせたリリースノートを選んでください。やり取りに「この件はリリースノート『…』で修正されました。」と表示され、依頼者（{inquiry.requesterName} さん）にお知らせが届きます。ステータスは変わりません。
          </Body1>
          <div className={styles.notes}>
            {notes.items.length > 0 && (
              <RadioGroup aria-label="公開中のリリースノート" value={chosen} onChange={(_, data) => setChosen(data.value)} disabled={sending}>
                {notes.items.map((note) => (
                  <Radio
                    key={note.id}
                    value={note.id}
                    label={
                      <span className={styles.label}>
                        {note.title}
                        {note.publishedAt && <Caption1 className={styles.date}>{formatDateTime(note.publishedAt)} 公開</Caption1>}
                      </span>
                    }
                  />
                ))}
              </RadioGroup>
            )}
            {notes.loading && <LoadingState />}
            {notes.error && <ErrorState message={`リリースノートを読み込めませんでした。${notes.error}`} onRetry={notes.loadMore} />}
            {!notes.loading && !notes.error && notes.items.length === 0 && <EmptyState title="公開中のリリースノートはまだありません。" />}
            {!notes.loading && !notes.error && notes.next && <Button onClick={notes.loadMore}>さらに表示</Button>}
          </div>
        </>
      )}
    </ActionDialog>
  );
}
