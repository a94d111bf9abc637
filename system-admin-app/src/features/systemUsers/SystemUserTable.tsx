import { Badge, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DataTable, type DataTableColumn } from '@madoguchi/shared/ui';
import type { SystemUser } from './api/systemUsers';
import { formatDateTime } from '@madoguchi/shared/format';
import { removalBlock } from './removalBlock';

const useStyles = makeStyles({
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  action: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
});

interface Props {
  users: SystemUser[];
  currentUserId: string | null;
  onRemove: (user: SystemUser) => void;
  /** The live list's first read, still on its way or failed. */
  loading: boolean;
  error: string | null;
}

/** Who added a system admin: a name from the list, or what is known when they are not in it. */
function adderName(addedBy: string | null, users: SystemUser[]): string {
  if (addedBy === null) return '初期設定';
  return users.find((user) => user.uid === addedBy)?.name || '—';
}

/** Every system admin; 外す is locked, with the reason beside it, for oneself and the last one. */
export function SystemUserTable({ users, currentUserId, onRemove, loading, error }: Props) {
  const styles = useStyles();
  const columns: DataTableColumn<SystemUser>[] = [
    {
      key: 'name',
      header: '氏名',
      cell: (user) => (
        <span className={styles.name}>
          {user.name || '(未設定)'}
          {user.uid === currentUserId && (
            <Badge appearance="tint" color="brand">
              あなた
            </Badge>
          )}
        </span>
      ),
    },
    { key: 'email', header: 'メールアドレス', label: 'メールアドレス', cell: (user) => user.email },
    {
      key: 'addedAt',
      header: '追加日時',
      label: '追加日時',
      cell: (user) => <Caption1 className={styles.muted}>{user.addedAt ? formatDateTime(user.addedAt) : '—'}</Caption1>,
    },
    { key: 'addedBy', header: '追加した人', label: '追加した人', cell: (user) => adderName(user.addedBy, users) },
    {
      key: 'remove',
      header: '操作',
      label: '操作',
      cell: (user) => {
        const blocked = removalBlock(user, currentUserId, users.length);
        const reasonId = `removal-block-${user.uid}`;
        return (
          <div className={styles.action}>
            <Button
              size="small"
              disabled={blocked !== null}
              aria-describedby={blocked ? reasonId : undefined}
              aria-label={`${user.name || user.email}を外す`}
              onClick={() => onRemove(user)}
            >
              外す
            </Button>
            {blocked && (
              <Caption1 id={reasonId} className={styles.muted}>
                {blocked}
              </Caption1>
            )}
          </div>
        );
      },
    },
  ];
  return <DataTable aria-label="システム管理者一覧" columns={columns} rows={users} rowKey={(user) => user.uid} loading={loading} error={error} />;
}
