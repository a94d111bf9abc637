import { Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NO_FILTER, fetchInquiries, useFetched } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { EmptyState, ErrorState, InquiryStatusBadge, LoadingState, RouterLink, useStackedTableStyles } from '@madoguchi/shared/ui';

const SHOWN = 5;

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1, maxWidth: '880px' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The user's latest inquiries, with a link to all of them in the inquiries list. */
export function UserInquiries({ tenantId, adminUid, uid }: { tenantId: string; adminUid: string; uid: string }) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  const tenantPath = `/tenants/${encodeURIComponent(tenantId)}`;
  const inquiries = useFetched(`inquiries/${tenantId}/${uid}`, () =>
    fetchInquiries({ tenantId, uid: adminUid, isTenantAdmin: true }, { ...NO_FILTER, requesterUid: uid }, SHOWN, null),
  );

  if (inquiries.status === 'loading') return <LoadingState />;
  if (inquiries.status === 'error') return <ErrorState message={`問い合わせを読み込めませんでした。${inquiries.message}`} onRetry={inquiries.reload} />;
  const { items, next } = inquiries.data;
  if (items.length === 0) return <EmptyState title="このユーザーの問い合わせはまだありません" />;
  return (
    <>
      <Table className={mergeClasses(styles.table, stacked.table)} aria-label="このユーザーの問い合わせ">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>番号</TableHeaderCell>
            <TableHeaderCell>件名</TableHeaderCell>
            <TableHeaderCell>ステータス</TableHeaderCell>
            <TableHeaderCell>最終更新</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((inquiry) => (
            <TableRow key={inquiry.id}>
              <TableCell>#{inquiry.number}</TableCell>
              <TableCell data-label="件名">
                <RouterLink to={`${tenantPath}/inquiries/${encodeURIComponent(inquiry.id)}`}>{inquiry.title}</RouterLink>
              </TableCell>
              <TableCell data-label="ステータス">
                <InquiryStatusBadge status={inquiry.status} />
              </TableCell>
              <TableCell data-label="最終更新">
                <Caption1 className={styles.muted}>{inquiry.lastMessageAt ? formatDateTime(inquiry.lastMessageAt) : '—'}</Caption1>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {next && <RouterLink to={`${tenantPath}/inquiries?requester=${encodeURIComponent(uid)}`}>すべての問い合わせを見る</RouterLink>}
    </>
  );
}
