import { notify } from '@madoguchi/shared';
import * as systemAdminApi from './api/callables';
import { tenantNameProblem } from '@madoguchi/shared/contracts';
import type { TenantSummary } from './api/tenants';
import { useState } from 'react';
import { ActionDialog } from '@madoguchi/shared/ui';
import { TextField } from './TextField';

interface Props {
  open: boolean;
  tenant: TenantSummary;
  onRenamed: (name: string) => void;
  onClose: () => void;
}

/** 名前を変更: the server also renames the copy of the name in every membership. */
export function RenameTenantDialog({ open, tenant, onRenamed, onClose }: Props) {
  const [name, setName] = useState(tenant.name);
  const [problem, setProblem] = useState<string | null>(null);

  const check = () => {
    const found = tenantNameProblem(name);
    setProblem(found);
    return found === null;
  };

  const rename = async () => {
    const newName = name.trim();
    await systemAdminApi.renameTenant({ tenantId: tenant.id, name: newName });
    notify.info(`テナント名を「${newName}」に変更しました。`);
    onRenamed(newName);
  };

  return (
    <ActionDialog
      open={open}
      title="テナント名の変更"
      actionLabel="変更する"
      ready={name.trim() !== tenant.name}
      check={check}
      onAction={rename}
      onClose={onClose}
    >
      {(sending) => (
        <TextField
          label="テナント名"
          value={name}
          onChange={setName}
          problem={problem}
          hint="このテナントのユーザーには、次にログインしたときから新しい名前が表示されます。"
          disabled={sending}
        />
      )}
    </ActionDialog>
  );
}
