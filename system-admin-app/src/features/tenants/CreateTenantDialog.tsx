import { Body1, Subtitle2 } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as systemAdminApi from './api/callables';
import { normalizedPerson, personProblems, tenantNameProblem, type PersonFields, type PersonProblems } from '@madoguchi/shared/contracts';
import { useState } from 'react';
import { ActionDialog } from '@madoguchi/shared/ui';
import { TextField } from './TextField';

interface Problems {
  name?: string | null;
  admin: PersonProblems;
}

interface Props {
  open: boolean;
  onCreated: (tenantId: string) => void;
  onClose: () => void;
}

/**
 * テナントを作成: the tenant's name and its first tenant admin. One request id for the dialog's life,
 * so sending again after a lost answer creates one tenant.
 */
export function CreateTenantDialog({ open, onCreated, onClose }: Props) {
  const [name, setName] = useState('');
  const [admin, setAdmin] = useState<PersonFields>({ name: '', email: '' });
  const [problems, setProblems] = useState<Problems>({ admin: {} });
  const [requestId] = useState(() => crypto.randomUUID());

  const check = () => {
    const found = { name: tenantNameProblem(name), admin: personProblems(admin) };
    setProblems(found);
    return !found.name && Object.keys(found.admin).length === 0;
  };

  const create = async () => {
    const tenantName = name.trim();
    const firstAdmin = normalizedPerson(admin);
    const { tenantId } = await systemAdminApi.createTenant({ name: tenantName, admin: firstAdmin }, requestId);
    notify.info(
      `テナント「${tenantName}」を作成しました。${firstAdmin.name}さんは、ログイン画面で ${firstAdmin.email} を入力し、メールに届くリンクからログインできます。`,
    );
    onCreated(tenantId);
  };

  return (
    <ActionDialog open={open} title="テナントを作成" actionLabel="作成する" check={check} onAction={create} onClose={onClose}>
      {(sending) => (
        <>
          <TextField label="テナント名" value={name} onChange={setName} problem={problems.name} hint="お客様の会社名など。あとから変更できます。" disabled={sending} />
          <Subtitle2 as="h3">最初のテナント管理者</Subtitle2>
          <Body1>
            このテナントを管理する方を1人登録します。パスワードは不要で、ログイン画面でメールアドレスを入力すると届くリンクからログインします。
          </Body1>
          <TextField label="氏名" value={admin.name} onChange={(value) => setAdmin({ ...admin, name: value })} problem={problems.admin.name} disabled={sending} />
          <TextField
            label="メールアドレス"
            type="email"
            value={admin.email}
            onChange={(value) => setAdmin({ ...admin, email: value })}
            problem={problems.admin.email}
            disabled={sending}
          />
        </>
      )}
    </ActionDialog>
  );
}
