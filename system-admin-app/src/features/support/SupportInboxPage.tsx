import {
  Button,
  Caption1,
  Dropdown,
  Field,
  Option,
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
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import {
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_REQUEST_STATUS_LABELS,
  fetchSupportInbox,
  usePagedList,
  type SupportRequestStatus,
} from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { EmptyState, ErrorState, JAPANESE_DROPDOWN, LoadingState, Page, RouterLink, SupportStatusBadge, useStackedTableStyles } from '@madoguchi/shared/ui';
import { useSearchParams } from '@madoguchi/shared/router';

export const SUPPORT_INBOX_PAGE_SIZE = 20;

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  muted: { color: tokens.colorNeutralForeground2 },
  more: { alignSelf: 'center' },
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
  const stacked = useStackedTableStyles();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params);
  const list = usePagedList(`supportInbox/${status ?? ALL}`, (after) => fetchSupportInbox(status, SUPPORT_INBOX_PAGE_SIZE, after));

  return (
    <Page title="サポート受信箱" description="テナント管理者からのサポート依頼に回答し、対応が終わったらクローズします。">
      <div className={styles.toolbar}>
        <Field label="状態">
          <Dropdown
            {...JAPANESE_DROPDOWN}
            value={status ? SUPPORT_REQUEST_STATUS_LABELS[status] : 'すべて'}
            selectedOptions={[status ?? ALL]}
            onOptionSelect={(_, data) => setParams(new URLSearchParams({ status: data.optionValue ?? ALL }))}
          >
            {SUPPORT_REQUEST_STATUSES.map((value) => (
              <Option key={value} value={value}>
                {SUPPORT_REQUEST_STATUS_LABELS[value]}
              </Option>
            ))}
            <Option value={ALL}>すべて</Option>
          </Dropdown>
        </Field>
        <Button icon={<ArrowClockwiseRegular />} onClick={list.reload} disabled={list.loading}>
          最新の情報に更新
        </Button>
      </div>
      {list.error && <ErrorState message={list.error} onRetry={list.loadMore} />}
      {list.items.length > 0 && (
        <Table className={mergeClasses(styles.table, stacked.table)} aria-label="サポート依頼一覧">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>件名</TableHeaderCell>
              <TableHeaderCell>テナント</TableHeaderCell>
              <TableHeaderCell>送信者</TableHeaderCell>
              <TableHeaderCell>状態</TableHeaderCell>
              <TableHeaderCell>受信日時</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.items.map((request) => (
              <TableRow key={request.id}>
                <TableCell>
                  <RouterLink to={`/systemAdmin/support/${encodeURIComponent(request.id)}`}>{request.subject}</RouterLink>
                </TableCell>
                <TableCell data-label="テナント">{request.tenantName}</TableCell>
                <TableCell data-label="送信者">{request.fromName}</TableCell>
                <TableCell data-label="状態">
                  <SupportStatusBadge status={request.status} />
                </TableCell>
                <TableCell data-label="受信日時">
                  <Caption1 className={styles.muted}>{request.createdAt ? formatDateTime(request.createdAt) : '—'}</Caption1>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {list.loading && <LoadingState />}
      {!list.loading && !list.error && list.items.length === 0 && (
        <EmptyState title={status === 'open' ? '未対応のサポート依頼はありません' : '該当するサポート依頼はありません'} />
      )}
      {!list.loading && !list.error && list.next && (
        <Button className={styles.more} onClick={list.loadMore}>
          さらに表示
        </Button>
      )}
    </Page>
  );
}
