import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { NO_FILTER, fetchInquiries, useFetched, type Inquiry } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { DataTable, EmptyState, InquiryStatusBadge, RouterLink, type DataTableColumn } from '@madoguchi/shared/ui';

const SHOWN = 5;

const useStyles = makeStyles({
  table: { maxWidth: '880px' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The user's latest inquiries, with a link to all of them in the inquiries list. */
export function UserInquiries({ tenantId, adminUid, uid }: { tenantId: string; adminUid: string; uid: string }) {
  const styles = useStyles();
  const tenantPath = `/tenants/${encodeURIComponent(tenantId)}`;
  const inquiries = useFetched(`inquiries/${tenantId}/${uid}`, () =>
    fetchInquiries({ tenantId, uid: adminUid, isTenantAdmin: true }, { ...NO_FILTER, requesterUid: uid }, SHOWN, null),
  );

  const columns: DataTableColumn<Inquiry>[] = [
    { key: 'number', header: '番号', cell: (inquiry) => `#${inquiry.number}` },
    {
      key: 'title',
      header: '件名',
      label: '件名',
      cell: (inquiry) => <RouterLink to={`${tenantPath}/inquiries/${encodeURIComponent(inquiry.id)}`}>{inquiry.title}</RouterLink>,
    },
    { key: 'status', header: 'ステータス', label: 'ステータス', cell: (inquiry) => <InquiryStatusBadge status={inquiry.status} /> },
    {
      key: 'lastMessageAt',
      header: '最終更新',
      label: '最終更新',
      cell: (inquiry) => <Caption1 className={styles.muted}>{inquiry.lastMessageAt ? formatDateTime(inquiry.lastMessageAt) : '—'}</Caption1>,
    },
  ];

  return (
    <>
      <DataTable
        aria-label="このユーザーの問い合わせ"
        className={styles.table}
        columns={columns}
        rows={inquiries.status === 'ready' ? inquiries.data.items : []}
        rowKey={(inquiry) => inquiry.id}
        loading={inquiries.status === 'loading'}
        error={inquiries.status === 'error' ? `問い合わせを読み込めませんでした。${inquiries.message}` : null}
        onRetry={inquiries.reload}
        empty={<EmptyState title="このユーザーの問い合わせはまだありません" />}
      />
      {inquiries.status === 'ready' && inquiries.data.next && (
        <RouterLink to={`${tenantPath}/inquiries?requester=${encodeURIComponent(uid)}`}>すべての問い合わせを見る</RouterLink>
      )}
    </>
  );
}
