import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import type { Category, Inquiry } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { DataTable, InquiryStatusBadge, type DataTableColumn, type DataTableProps } from '@madoguchi/shared/ui';
import { useNavigate } from '@madoguchi/shared/router';

const useStyles = makeStyles({
  number: { width: '72px' },
  status: { width: '96px' },
  time: { color: tokens.colorNeutralForeground2 },
});

/** The rows and the read's states, as DataTable takes them. */
type Props = Omit<DataTableProps<Inquiry>, 'aria-label' | 'columns' | 'rowKey'> & {
  tenantId: string;
  categories: Category[];
  /** Tenant admins also see who asked. */
  showRequester: boolean;
};

export function InquiryTable({ tenantId, categories, showRequester, ...list }: Props) {
  const styles = useStyles();
  const navigate = useNavigate();
  const categoryName = (id: string | null) => categories.find((category) => category.id === id)?.name ?? '—';
  const detailPath = (inquiry: Inquiry) => `/tenants/${encodeURIComponent(tenantId)}/inquiries/${encodeURIComponent(inquiry.id)}`;
  const requester: DataTableColumn<Inquiry> = { key: 'requester', header: '依頼者', label: '依頼者', cell: (inquiry) => inquiry.requesterName };
  const columns: DataTableColumn<Inquiry>[] = [
    { key: 'number', header: '番号', label: '番号', headerClassName: styles.number, cell: (inquiry) => `#${inquiry.number}` },
    {
      key: 'title',
      header: '件名',
      cell: (inquiry) => (
        <Link
          href={detailPath(inquiry)}
          onClick={(event) => {
            event.preventDefault();
            navigate(detailPath(inquiry));
          }}
        >
          {inquiry.title}
        </Link>
      ),
    },
    { key: 'status', header: 'ステータス', label: 'ステータス', headerClassName: styles.status, cell: (inquiry) => <InquiryStatusBadge status={inquiry.status} /> },
    ...(showRequester ? [requester] : []),
    { key: 'category', header: 'カテゴリ', label: 'カテゴリ', cell: (inquiry) => categoryName(inquiry.categoryId) },
    {
      key: 'lastMessageAt',
      header: '最終更新',
      label: '最終更新',
      cell: (inquiry) => <Caption1 className={styles.time}>{inquiry.lastMessageAt ? formatDateTime(inquiry.lastMessageAt) : '—'}</Caption1>,
    },
  ];
  return <DataTable aria-label="問い合わせ一覧" columns={columns} rowKey={(inquiry) => inquiry.id} {...list} />;
}
