import { Badge, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Category, TenantUser } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { RouterLink, useStackedTableStyles } from '@madoguchi/shared/ui';
import { STATUS_LABELS } from './userLabels';

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  muted: { color: tokens.colorNeutralForeground2 },
  reading: { display: 'block', color: tokens.colorNeutralForeground2 },
});

interface Props {
  tenantId: string;
  users: TenantUser[];
  categories: Category[];
}

export function categoryNames(ids: string[], categories: Category[]): string {
  const names = ids.map((id) => categories.find((category) => category.id === id)?.name).filter(Boolean);
  return names.length ? names.join('、') : '—';
}

/** The users of one page; the name, with its reading small above it, links to the user's information. */
export function UserTable({ tenantId, users, categories }: Props) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  return (
    <Table className={mergeClasses(styles.table, stacked.table)} aria-label="ユーザー一覧">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>氏名</TableHeaderCell>
          <TableHeaderCell>メールアドレス</TableHeaderCell>
          <TableHeaderCell>権限</TableHeaderCell>
          <TableHeaderCell>ユーザーカテゴリ</TableHeaderCell>
          <TableHeaderCell>状態</TableHeaderCell>
          <TableHeaderCell>登録日時</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.uid}>
            <TableCell>
              {user.nameReading && <Caption1 className={styles.reading}>{user.nameReading}</Caption1>}
              <RouterLink to={`/tenants/${encodeURIComponent(tenantId)}/admin/users/${encodeURIComponent(user.uid)}`}>{user.name || '(未設定)'}</RouterLink>
            </TableCell>
            <TableCell data-label="メール">{user.email}</TableCell>
            <TableCell data-label="権限">
              {user.isTenantAdmin ? (
                <Badge appearance="tint" color="brand">
                  テナント管理者
                </Badge>
              ) : (
                'ユーザー'
              )}
            </TableCell>
            <TableCell data-label="カテゴリ">{categoryNames(user.categoryIds, categories)}</TableCell>
            <TableCell data-label="状態">
              <Badge appearance="outline" color={user.status === 'active' ? 'success' : 'danger'}>
                {STATUS_LABELS[user.status]}
              </Badge>
            </TableCell>
            <TableCell data-label="登録日時">
              <Caption1 className={styles.muted}>{user.createdAt ? formatDateTime(user.createdAt) : '—'}</Caption1>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
