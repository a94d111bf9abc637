import { useAuth } from '@madoguchi/shared';
import { useLiveData } from '@madoguchi/shared/data';
import { watchSystemUsers, type SystemUser } from './api/systemUsers';
import { Page } from '@madoguchi/shared/ui';
import { useState } from 'react';
import { AddSystemUserForm } from './AddSystemUserForm';
import { RemoveSystemUserDialog } from './RemoveSystemUserDialog';
import { SystemUserTable } from './SystemUserTable';

/** システム管理者: the live list; add by e-mail, remove after a confirmation. */
export function SystemUsersPage() {
  const { currentUserId } = useAuth();
  const users = useLiveData('systemUsers', watchSystemUsers());
  // The removal last asked for; `life` starts a new dialog each time, the closed one stays while it closes.
  const [removing, setRemoving] = useState<{ user: SystemUser; open: boolean; life: number } | null>(null);
  // Each addition starts a new form: empty fields and a new request id.
  const [formLife, setFormLife] = useState(0);

  return (
    <Page title="システム管理者" description="システム管理画面を使えるアカウントを追加・削除します。">
      <AddSystemUserForm
        key={formLife}
        registeredEmails={users.status === 'ready' ? users.data.map((user) => user.email) : []}
        onAdded={() => setFormLife((life) => life + 1)}
      />
      <SystemUserTable
        users={users.status === 'ready' ? users.data : []}
        loading={users.status === 'loading'}
        error={users.status === 'error' ? users.message : null}
        currentUserId={currentUserId}
        onRemove={(user) => setRemoving((current) => ({ user, open: true, life: (current?.life ?? 0) + 1 }))}
      />
      {removing && (
        <RemoveSystemUserDialog
          key={removing.life}
          open={removing.open}
          user={removing.user}
          onClose={() => setRemoving((current) => current && { ...current, open: false })}
        />
      )}
    </Page>
  );
}
