import {
  Badge,
  Button,
  Caption1,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
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
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { TENANT_STATUS_LABELS, type TenantSummary } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { ActiveUserCount } from './ActiveUserCount';

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  name: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { width: '56px' },
});

export type TenantAction = 'rename' | 'status';

interface Props {
  tenants: TenantSummary[];
  onAction: (action: TenantAction, tenant: TenantSummary) => void;
}

/** The tenants of the pages read so far; each row's menu renames, suspends or resumes it. */
export function TenantTable({ tenants, onAction }: Props) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  return (
    <Table className={mergeClasses(styles.table, stacked.table)} aria-label="テナント一覧">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>テナント名</TableHeaderCell>
          <TableHeaderCell>状態</TableHeaderCell>
          <TableHeaderCell>有効なユーザー</TableHeaderCell>
          <TableHeaderCell>作成日時</TableHeaderCell>
          <TableHeaderCell className={styles.actions}>
            <span className={styles.muted}>操作</span>
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tenants.map((tenant) => (
          <TableRow key={tenant.id}>
            <TableCell>
              <div className={styles.name}>
                <span>{tenant.name || '(名称未設定)'}</span>
                <Caption1 className={styles.muted}>ID: {tenant.id}</Caption1>
              </div>
            </TableCell>
            <TableCell data-label="状態">
              <Badge appearance="outline" color={tenant.status === 'active' ? 'success' : 'danger'}>
                {TENANT_STATUS_LABELS[tenant.status]}
              </Badge>
            </TableCell>
            <TableCell data-label="有効なユーザー">
              <ActiveUserCount tenantId={tenant.id} />
            </TableCell>
            <TableCell data-label="作成日時">
              <Caption1 className={styles.muted}>{tenant.createdAt ? formatDateTime(tenant.createdAt) : '—'}</Caption1>
            </TableCell>
            <TableCell className={styles.actions}>
              <Menu>
                <MenuTrigger disableButtonEnhancement>
                  <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={`${tenant.name}の操作`} />
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    <MenuItem onClick={() => onAction('rename', tenant)}>名前を変更</MenuItem>
                    <MenuItem onClick={() => onAction('status', tenant)}>{tenant.status === 'active' ? '利用を停止' : '利用を再開'}</MenuItem>
                  </MenuList>
                </MenuPopover>
              </Menu>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
