import {
  Badge,
  Button,
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useStackedTableStyles } from '@madoguchi/shared/ui';
import type { SystemUser } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { removalBlock } from './removalBlock';

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  action: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
});

interface Props {
  users: SystemUser[];
  currentUserId: string | null;
  onRemove: (user: SystemUser) => void;
}

/** Who added a system admin: a name from the list, or what is known when they are not in it. */
function adderName(addedBy: string | null, users: SystemUser[]): string {
  if (addedBy === null) return '初期設定';
  return users.find((user) => user.uid === addedBy)?.name || '—';
}

/** Every system admin; 外す is locked, with the reason beside it, for oneself and the last one. */
export function SystemUserTable({ users, currentUserId, onRemove }: Props) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  return (
    <Table className={mergeClasses(styles.table, stacked.table)} aria-label="システム管理者一覧">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>氏名</TableHeaderCell>
          <TableHeaderCell>メールアドレス</TableHeaderCell>
          <TableHeaderCell>追加日時</TableHeaderCell>
          <TableHeaderCell>追加した人</TableHeaderCell>
          <TableHeaderCell>操作</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const blocked = removalBlock(user, currentUserId, users.length);
          const reasonId = `removal-block-${user.uid}`;
          return (
            <TableRow key={user.uid}>
              <TableCell>
                <span className={styles.name}>
                  {user.name || '(未設定)'}
                  {user.uid === currentUserId && (
                    <Badge appearance="tint" color="brand">
                      あなた
                    </Badge>
                  )}
                </span>
              </TableCell>
              <TableCell data-label="メールアドレス">{user.email}</TableCell>
              <TableCell data-label="追加日時">
                <Caption1 className={styles.muted}>{user.addedAt ? formatDateTime(user.addedAt) : '—'}</Caption1>
              </TableCell>
              <TableCell data-label="追加した人">{adderName(user.addedBy, users)}</TableCell>
              <TableCell data-label="操作">
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
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
