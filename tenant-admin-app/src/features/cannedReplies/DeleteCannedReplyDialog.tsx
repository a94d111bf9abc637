import { Button } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { notify } from '@madoguchi/shared';
import * as tenantAdminApi from './api/callables';
import type { CannedReply } from '@madoguchi/shared/data';
import { ActionDialog, DELETION, useRequestIds } from '@madoguchi/shared/ui';
import { useState } from 'react';

interface Props {
  tenantId: string;
  reply: CannedReply;
  onDeleted: () => void;
}

/** 削除, after asking: the button of a row of the list, and its confirmation. */
export function DeleteCannedReplyDialog({ tenantId, reply, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  // One id per reply, so a retry after a time-out is answered as the first call was.
  const requestIds = useRequestIds<CannedReply>();

  const remove = async () => {
    await tenantAdminApi.deleteCannedReply({ tenantId, cannedReplyId: reply.id }, requestIds.idFor(reply));
    notify.info(`定型文「${reply.title}」を削除しました。`);
    setOpen(false);
    onDeleted();
  };

  return (
    <>
      <Button size="small" icon={<DeleteRegular />} onClick={() => setOpen(true)} aria-label={`「${reply.title}」を削除`}>
        削除
      </Button>
      <ActionDialog
        open={open}
        title={`「${reply.title}」を削除しますか?`}
        {...DELETION}
        onAction={remove}
        onClose={() => setOpen(false)}
      >
        {() => <p>削除すると元に戻せません。これまでの返信に挿入した文章は、そのまま残ります。</p>}
      </ActionDialog>
    </>
  );
}
