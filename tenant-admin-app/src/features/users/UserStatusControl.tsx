import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as tenantAdminApi from './api/callables';
import type { TenantUser } from '@madoguchi/shared/data';
import { ActionDialog } from '@madoguchi/shared/ui';
import { useState } from 'react';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '560px', alignItems: 'flex-start' },
  note: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  tenantId: string;
  user: TenantUser;
  /** The admin looking at the screen is this user. */
  isSelf: boolean;
  /** Why the user may not be disabled (the last active admin), if so. */
  locked: string | null;
}

/** 無効にする / 有効に戻す, each after a confirmation; the server checks the last-admin rule again. */
export function UserStatusControl({ tenantId, user, isSelf, locked }: Props) {
  const styles = useStyles();
  const [confirming, setConfirming] = useState(false);
  const disabling = user.status === 'active';
  const action = disabling ? '無効にする' : '有効に戻す';

  const confirm = async () => {
    await tenantAdminApi.setTenantUserStatus({ tenantId, uid: user.uid, status: disabling ? 'disabled' : 'active' });
    notify.info(disabling ? `${user.name}さんを無効にしました。` : `${user.name}さんを有効に戻しました。`);
    setConfirming(false);
  };

  return (
    <div className={styles.box}>
      <Text className={styles.note}>
        {disabling
          ? '無効にすると、このユーザーはすぐにログインできなくなります。問い合わせなどの記録は残ります。'
          : 'このユーザーは無効です。有効に戻すと、再びログインできるようになります。'}
      </Text>
      {disabling && locked && <Text className={styles.note}>{locked}</Text>}
      <Button appearance={disabling ? 'secondary' : 'primary'} disabled={disabling && locked !== null} onClick={() => setConfirming(true)}>
        {action}
      </Button>
      {confirming && (
        <ActionDialog
          open
          title={`${user.name}さんを${disabling ? '無効にしますか？' : '有効に戻しますか？'}`}
          actionLabel={action}
          onAction={confirm}
          onClose={() => setConfirming(false)}
        >
          {() => (
            <>
              <Text as="p">
                {disabling
                  ? 'このユーザーは、すぐにログインも操作もできなくなります。あとで有効に戻せます。'
                  : 'このユーザーは、メールに届くリンクから再びログインできるようになります。'}
              </Text>
              {disabling && isSelf && (
                <Text as="p" weight="semibold">
                  ご自身のアカウントです。無効にすると、この画面も使えなくなります。
                </Text>
              )}
            </>
          )}
        </ActionDialog>
      )}
    </div>
  );
}
