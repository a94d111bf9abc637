import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { categoryNames, TENANT_USER_STATUS_LABELS, type Category, type TenantUserRow } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { ActiveStateBadge, DataTable, RouterLink, type DataTableColumn, type DataTableProps } from '@madoguchi/shared/ui';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
  reading: { display: 'block', color: tokens.colorNeutralForeground2 },
});

/** The rows and the read's states, as DataTable takes them. */
type Props = Omit<DataTableProps<TenantUserRow>, 'aria-label' | 'columns' | 'rowKey'> & {
  tenantId: string;
  categories: Category[];
};

/** The users of one page; the name, with its reading small above it, links to the user's information. */
export function UserTable({ tenantId, categories, ...list }: Props) {
  const styles = useStyles();
  const columns: DataTableColumn<TenantUserRow>[] = [
    {
      key: 'name',
      header: '氏名',
      cell: (user) => (
        <>
          {user.nameReading && <Caption1 className={styles.reading}>{user.nameReading}</Caption1>}
          <RouterLink to={`/tenants/${encodeURIComponent(tenantId)}/admin/users/${encodeURIComponent(user.uid)}`}>{user.name || '(未設定)'}</RouterLink>
        </>
      ),
    },
    { key: 'email', header: 'メールアドレス', label: 'メール', cell: (user) => user.email },
    {
      key: 'role',
      header: '権限',
      label: '権限',
      cell: (user) =>
        user.isTenantAdmin ? (
          <Badge appearance="tint" color="brand">
            テナント管理者
          </Badge>
        ) : (
          'ユーザー'
        ),
    },
    { key: 'categories', header: 'ユーザーカテゴリ', label: 'カテゴリ', cell: (user) => categoryNames(user.categoryIds, categories) },
    {
      key: 'status',
      header: '状態',
      label: '状態',
      cell: (user) => <ActiveStateBadge active={user.status === 'active'}>{TENANT_USER_STATUS_LABELS[user.status]}</ActiveStateBadge>,
    },
    {
      key: 'createdAt',
      header: '登録日時',
      label: '登録日時',
      cell: (user) => <Caption1 className={styles.muted}>{user.createdAt ? formatDateTime(user.createdAt) : '—'}</Caption1>,
    },
  ];
  return <DataTable aria-label="ユーザー一覧" columns={columns} rowKey={(user) => user.uid} {...list} />;
}
