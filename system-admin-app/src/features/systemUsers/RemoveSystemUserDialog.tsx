import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Text,
} from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import { systemAdminApi } from '@madoguchi/shared/api';
import { errorMessage, type SystemUser } from '@madoguchi/shared/data';
import { useState } from 'react';

interface Props {
  open: boolean;
  user: SystemUser;
  /** Closes the dialog, after a removal or a cancel. */
  onClose: () => void;
}

/** 外す, after saying what it means: the account and its tenant memberships stay. */
export function RemoveSystemUserDialog({ open, user, onClose }: Props) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async () => {
    setSending(true);
    setFailure(null);
    try {
      await systemAdminApi.removeSystemUser({ uid: user.uid });
      notify.info(`${user.name || user.email}さんをシステム管理者から外しました。`);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !sending && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{user.name || user.email}さんをシステム管理者から外しますか？</DialogTitle>
          <DialogContent>
            <Text as="p">
              {user.email} は、すぐにシステム管理画面を使えなくなります。アカウントや、テナントのユーザーとしての登録はそのまま残ります。
            </Text>
            {failure && (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void remove()} disabled={sending}>
              {sending ? '処理中…' : '外す'}
            </Button>
            <Button onClick={onClose} disabled={sending}>
              キャンセル
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
