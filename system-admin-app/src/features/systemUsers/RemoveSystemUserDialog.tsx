import { Text } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as systemAdminApi from './api/callables';
import type { SystemUser } from './api/systemUsers';
import { ActionDialog } from '@madoguchi/shared/ui';

interface Props {
  open: boolean;
  user: SystemUser;
  /** Closes the dialog, after a removal or a cancel. */
  onClose: () => void;
}

/** 外す, after saying what it means: the account and its tenant memberships stay. */
export function RemoveSystemUserDialog({ open, user, onClose }: Props) {
  const remove = async () => {
    await systemAdminApi.removeSystemUser({ uid: user.uid });
    notify.info(`${user.name || user.email}さんをシステム管理者から外しました。`);
    onClose();
  };

  return (
    <ActionDialog open={open} title={`${user.name || user.email}さんをシステム管理者から外しますか？`} actionLabel="外す" onAction={remove} onClose={onClose}>
      {() => (
        <Text as="p">
          {user.email} は、すぐにシステム管理画面を使えなくなります。アカウントや、テナントのユーザーとしての登録はそのまま残ります。
        </Text>
      )}
    </ActionDialog>
  );
}
