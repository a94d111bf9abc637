import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { SUPPORT_REQUEST_STATUSES, SUPPORT_REQUEST_STATUS_LABELS, usePagedList, type InboxRequest, type SupportRequestStatus } from '@madoguchi/shared/data';
import { fetchSupportInbox } from './api/supportInbox';
import { formatDateTime } from '@madoguchi/shared/format';
import { DataTable, EmptyState, FilterChoice, Page, RouterLink, SupportStatusBadge, optionsOf, pagedTable, type DataTableColumn } from '@madoguchi/shared/ui';
import { useSearchParams } from '@madoguchi/shared/router';

export const SUPPORT_INBOX_PAGE_SIZE = 20;

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

const ALL = 'all';

/** ?status= in the address; 未対応 unless another is chosen, so the inbox opens on what needs a reply. */
function statusFrom(params: URLSearchParams): SupportRequestStatus | null {
  const value = params.get('status');
  if (value === ALL) return null;
  return SUPPORT_REQUEST_STATUSES.find((status) => status === value) ?? 'open';
}

/** サポート受信箱: tenant admins' requests to the vendor, newest first, by status. */
export function SupportInboxPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params);
  const list = usePagedList(`supportInbox/${status ?? ALL}`, (after) => fetchSupportInbox(status, SUPPORT_INBOX_PAGE_SIZE, after));
  const columns: DataTableColumn<InboxRequest>[] = [
    {
      key: 'subject',
      header: '件名',
      cell: (request) => <RouterLink to={`/systemAdmin/support/${encodeURIComponent(request.id)}`}>{request.subject}</RouterLink>,
    },
    { key: 'tenant', header: 'テナント', label: 'テナント', cell: (request) => request.tenantName },
    { key: 'from', header: '送信者', label: '送信者', cell: (request) => request.fromName },
    { key: 'status', header: '状態', label: '状態', cell: (request) => <SupportStatusBadge status={request.status} /> },
    {
      key: 'createdAt',
      header: '受信日時',
      label: '受信日時',
      cell: (request) => <Caption1 className={styles.muted}>{request.createdAt ? formatDateTime(request.createdAt) : '—'}</Caption1>,
    },
  ];

  return (
    <Page title="サポート受信箱" description="テナント管理者からのサポート依頼に回答し、対応が終わったらクローズします。">
      <div className={styles.toolbar}>
        <FilterChoice
          label="状態"
          options={optionsOf(SUPPORT_REQUEST_STATUS_LABELS)}
          value={status}
          all="last"
          onChange={(value) => setParams(new URLSearchParams({ status: value ?? ALL }))}
        />
        <Button icon={<ArrowClockwiseRegular />} onClick={list.reload} disabled={list.loading}>
          最新の情報に更新
        </Button>
      </div>
      <DataTable
        aria-label="サポート依頼一覧"
        columns={columns}
        rowKey={(request) => request.id}
        {...pagedTable(list)}
        empty={<EmptyState title={status === 'open' ? '未対応のサポート依頼はありません' : '該当するサポート依頼はありません'} />}
      />
    </Page>
  );
}
