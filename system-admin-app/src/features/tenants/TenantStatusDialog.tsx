import { Text } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import type { TenantStatus } from '@madoguchi/shared/api';
import * as systemAdminApi from './api/callables';
import type { TenantSummary } from './api/tenants';
import { ActionDialog } from '@madoguchi/shared/ui';

interface Props {
  open: boolean;
  tenant: TenantSummary;
  onChanged: (status: TenantStatus) => void;
  onClose: () => void;
}

/** 利用を停止 / 利用を再開, after saying what it does to the tenant's members and data. */
export function TenantStatusDialog({ open, tenant, onChanged, onClose }: Props) {
  const suspending = tenant.status === 'active';
  const status: TenantStatus = suspending ? 'suspended' : 'active';

  const change = async () => {
    await systemAdminApi.setTenantStatus({ tenantId: tenant.id, status });
    notify.info(suspending ? `「${tenant.name}」の利用を停止しました。` : `「${tenant.name}」の利用を再開しました。`);
    onChanged(status);
  };

  return (
    <ActionDialog
      open={open}
      title={suspending ? `「${tenant.name}」の利用を停止しますか？` : `「${tenant.name}」の利用を再開しますか？`}
      actionLabel={suspending ? '利用を停止する' : '利用を再開する'}
      onAction={change}
      onClose={onClose}
    >
      {() =>
        suspending ? (
          <>
            <Text as="p">
              停止すると、このテナントのユーザー（テナント管理者を含む）はログインできなくなります。ログイン中のユーザーも、すぐにデータを表示・更新できなくなります。
            </Text>
            <Text as="p">問い合わせ・FAQ・ユーザーなどのデータは削除されずに残り、利用を再開すると元どおり使えます。</Text>
          </>
        ) : (
          <Text as="p">再開すると、このテナントのユーザーは再びログインして、これまでどおり利用できるようになります。</Text>
        )
      }
    </ActionDialog>
  );
}
