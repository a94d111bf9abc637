import { Button, Caption1, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { ActiveStateBadge, DataTable, type DataTableColumn, type DataTableProps } from '@madoguchi/shared/ui';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { TENANT_STATUS_LABELS, type TenantSummary } from './api/tenants';
import { formatDateTime } from '@madoguchi/shared/format';
import { ActiveUserCount } from './ActiveUserCount';

const useStyles = makeStyles({
  name: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { width: '56px' },
});

export type TenantAction = 'rename' | 'status';

/** The rows and the read's states, as DataTable takes them. */
type Props = Omit<DataTableProps<TenantSummary>, 'aria-label' | 'columns' | 'rowKey'> & {
  onAction: (action: TenantAction, tenant: TenantSummary) => void;
};

/** The tenants of the pages read so far; each row's menu renames, suspends or resumes it. */
export function TenantTable({ onAction, ...list }: Props) {
  const styles = useStyles();
  const columns: DataTableColumn<TenantSummary>[] = [
    {
      key: 'name',
      header: 'テナント名',
      cell: (tenant) => (
        <div className={styles.name}>
          <span>{tenant.name || '(名称未設定)'}</span>
          <Caption1 className={styles.muted}>ID: {tenant.id}</Caption1>
        </div>
      ),
    },
    {
      key: 'status',
      header: '状態',
      label: '状態',
      cell: (tenant) => <ActiveStateBadge active={tenant.status === 'active'}>{TENANT_STATUS_LABELS[tenant.status]}</ActiveStateBadge>,
    },
    { key: 'users', header: '有効なユーザー', label: '有効なユーザー', cell: (tenant) => <ActiveUserCount tenantId={tenant.id} /> },
    {
      key: 'createdAt',
      header: '作成日時',
      label: '作成日時',
      cell: (tenant) => <Caption1 className={styles.muted}>{tenant.createdAt ? formatDateTime(tenant.createdAt) : '—'}</Caption1>,
    },
    {
      key: 'actions',
      header: <span className={styles.muted}>操作</span>,
      headerClassName: styles.actions,
      cellClassName: styles.actions,
      cell: (tenant) => (
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
      ),
    },
  ];
  return <DataTable aria-label="テナント一覧" columns={columns} rowKey={(tenant) => tenant.id} {...list} />;
}
