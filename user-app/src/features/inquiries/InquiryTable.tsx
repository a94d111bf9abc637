import {
  Caption1,
  Link,
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
import type { Category, Inquiry } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { InquiryStatusBadge, useStackedTableStyles } from '@madoguchi/shared/ui';
import { useNavigate } from '@madoguchi/shared/router';

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  number: { width: '72px' },
  status: { width: '96px' },
  time: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  tenantId: string;
  inquiries: Inquiry[];
  categories: Category[];
  /** Tenant admins also see who asked. */
  showRequester: boolean;
}

export function InquiryTable({ tenantId, inquiries, categories, showRequester }: Props) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  const navigate = useNavigate();
  const categoryName = (id: string | null) => categories.find((category) => category.id === id)?.name ?? '—';
  const detailPath = (inquiry: Inquiry) => `/tenants/${encodeURIComponent(tenantId)}/inquiries/${encodeURIComponent(inquiry.id)}`;

  return (
    <Table className={mergeClasses(styles.table, stacked.table)} aria-label="問い合わせ一覧">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.number}>番号</TableHeaderCell>
          <TableHeaderCell>件名</TableHeaderCell>
          <TableHeaderCell className={styles.status}>ステータス</TableHeaderCell>
          {showRequester && <TableHeaderCell>依頼者</TableHeaderCell>}
          <TableHeaderCell>カテゴリ</TableHeaderCell>
          <TableHeaderCell>最終更新</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {inquiries.map((inquiry) => (
          <TableRow key={inquiry.id}>
            <TableCell data-label="番号">#{inquiry.number}</TableCell>
            <TableCell>
              <Link
                href={detailPath(inquiry)}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(detailPath(inquiry));
                }}
              >
                {inquiry.title}
              </Link>
            </TableCell>
            <TableCell data-label="ステータス">
              <InquiryStatusBadge status={inquiry.status} />
            </TableCell>
            {showRequester && <TableCell data-label="依頼者">{inquiry.requesterName}</TableCell>}
            <TableCell data-label="カテゴリ">{categoryName(inquiry.categoryId)}</TableCell>
            <TableCell data-label="最終更新">
              <Caption1 className={styles.time}>{inquiry.lastMessageAt ? formatDateTime(inquiry.lastMessageAt) : '—'}</Caption1>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
