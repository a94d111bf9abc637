import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import { faqApi } from '@madoguchi/shared/api';
import { errorMessage, type FaqDocument } from '@madoguchi/shared/data';
import { useState } from 'react';
import { formOf, saveRequestOf } from './faqForm';

const useStyles = makeStyles({
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
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const published = faq.status === 'published';

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify.info(done);
      return true;
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const togglePublished = () =>
    run(
      () => faqApi.saveFaq(saveRequestOf(tenantId, faq.id, { ...formOf(faq), status: published ? 'draft' : 'published' })),
      published ? '非公開にしました（下書きに戻しました）。' : '公開しました。',
    );

  const remove = async () => {
    const deleted = await run(() => faqApi.deleteFaq({ tenantId, faqId: faq.id }), 'よくある質問を削除しました。');
    setConfirming(false);
    if (deleted) onDeleted();
  };

  return (
    <div className={styles.actions}>
      <Button onClick={onEdit} disabled={busy}>
        編集
      </Button>
      <Button appearance={published ? 'secondary' : 'primary'} onClick={() => void togglePublished()} disabled={busy}>
        {published ? '非公開にする' : '公開する'}
      </Button>
      <Dialog open={confirming} onOpenChange={(_, data) => setConfirming(data.open)}>
        <DialogTrigger disableButtonEnhancement>
          <Button disabled={busy}>削除</Button>
        </DialogTrigger>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>よくある質問を削除しますか?</DialogTitle>
            <DialogContent>「{faq.question}」を削除します。削除すると元に戻せません。</DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button disabled={busy}>キャンセル</Button>
              </DialogTrigger>
              <Button appearance="primary" onClick={() => void remove()} disabled={busy}>
                削除する
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
