import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as faqApi from '../api/callables';
import type { FaqDocument } from '@madoguchi/shared/data';
import { ActionDialog, DELETION, FailureMessage, useAction } from '@madoguchi/shared/ui';
import { useState } from 'react';
import { formOf, saveRequestOf } from './faqForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface Props {
  tenantId: string;
  faq: FaqDocument;
  onEdit: () => void;
  onDeleted: () => void;
}

/** A tenant admin's actions on an open entry: edit, publish or unpublish, delete after confirming. */
export function FaqAdminActions({ tenantId, faq, onEdit, onDeleted }: Props) {
  const styles = useStyles();
  const { busy, failure, run } = useAction();
  const [confirming, setConfirming] = useState(false);
  const published = faq.status === 'published';

  const togglePublished = () =>
    run(
      () => faqApi.saveFaq(saveRequestOf(tenantId, faq.id, { ...formOf(faq), status: published ? 'draft' : 'published' })),
      published ? '非公開にしました（下書きに戻しました）。' : '公開しました。',
    );

  const remove = async () => {
    await faqApi.deleteFaq({ tenantId, faqId: faq.id });
    notify.info('よくある質問を削除しました。');
    setConfirming(false);
    onDeleted();
  };

  return (
    <div className={styles.root}>
      <div className={styles.actions}>
        <Button onClick={onEdit} disabled={busy}>
          編集
        </Button>
        <Button appearance={published ? 'secondary' : 'primary'} onClick={() => void togglePublished()} disabled={busy}>
          {published ? '非公開にする' : '公開する'}
        </Button>
        <Button onClick={() => setConfirming(true)} disabled={busy}>
          削除
        </Button>
      </div>
      <FailureMessage message={failure} />
      <ActionDialog
        open={confirming}
        title="よくある質問を削除しますか?"
        {...DELETION}
        onAction={remove}
        onClose={() => setConfirming(false)}
      >
        {() => <p>「{faq.question}」を削除します。削除すると元に戻せません。</p>}
      </ActionDialog>
    </div>
  );
}
