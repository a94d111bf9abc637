import {
  Button,
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { fetchAdminPatchNotes, usePagedList, type AdminPatchNote } from '@madoguchi/shared/data';
import { formatDateTime, htmlExcerpt } from '@madoguchi/shared/format';
import { EmptyState, ErrorState, LoadingState, Page, PatchNoteLabels, RouterLink, useStackedTableStyles } from '@madoguchi/shared/ui';
import { useNavigate } from '@madoguchi/shared/router';
import { PatchNoteStateBadge } from './PatchNoteStateBadge';

export const PATCH_NOTES_ADMIN_PAGE_SIZE = 20;

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  muted: { color: tokens.colorNeutralForeground2 },
  more: { alignSelf: 'center' },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** When the note reaches users: published, scheduled, or not yet. */
function releaseTime(note: AdminPatchNote): string {
  if (note.state === 'published' && note.publishedAt) return formatDateTime(note.publishedAt);
  if (note.state === 'scheduled' && note.publishAt) return `${formatDateTime(note.publishAt)}（予約）`;
  return '—';
}

/** リリースノート一覧: every note with its state, the latest edited first. */
export function PatchNotesPage() {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  const navigate = useNavigate();
  const list = usePagedList('patchNotes/admin', (after) => fetchAdminPatchNotes(PATCH_NOTES_ADMIN_PAGE_SIZE, after));

  return (
    <Page title="リリースノート" description="リリースノートを作成し、公開・予約・公開の取り消しができます。">
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/systemAdmin/patchNote/new')}>
          新規作成
        </Button>
      </div>
      {list.error && <ErrorState message={list.error} onRetry={list.loadMore} />}
      {list.items.length > 0 && (
        <Table className={mergeClasses(styles.table, stacked.table)} aria-label="リリースノート一覧">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>タイトル</TableHeaderCell>
              <TableHeaderCell>状態</TableHeaderCell>
              <TableHeaderCell>ラベル</TableHeaderCell>
              <TableHeaderCell>公開日時</TableHeaderCell>
              <TableHeaderCell>最終更新</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.items.map((note) => (
              <TableRow key={note.id}>
                <TableCell>
                  {/* The opening words under the title, so notes with similar titles can be told apart. */}
                  <TableCellLayout description={htmlExcerpt(note.bodyHtml) || undefined}>
                    <RouterLink to={`/systemAdmin/patchNote/${encodeURIComponent(note.id)}`}>{note.title || '(無題)'}</RouterLink>
                  </TableCellLayout>
                </TableCell>
                <TableCell data-label="状態">
                  <PatchNoteStateBadge state={note.state} />
                </TableCell>
                <TableCell data-label="ラベル">
                  <PatchNoteLabels labels={note.labels} />
                </TableCell>
                <TableCell data-label="公開日時">{releaseTime(note)}</TableCell>
                <TableCell data-label="最終更新">
                  <Caption1 className={styles.muted}>{note.updatedAt ? formatDateTime(note.updatedAt) : '—'}</Caption1>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {list.loading && <LoadingState />}
      {!list.loading && !list.error && list.items.length === 0 && (
        <EmptyState title="リリースノートはまだありません">「新規作成」から最初のリリースノートを書きましょう。</EmptyState>
      )}
      {!list.loading && !list.error && list.next && (
        <Button className={styles.more} onClick={list.loadMore}>
          さらに表示
        </Button>
      )}
    </Page>
  );
}
