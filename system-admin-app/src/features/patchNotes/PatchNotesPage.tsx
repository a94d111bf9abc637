import { Button, Caption1, TableCellLayout, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { usePagedList } from '@madoguchi/shared/data';
import { fetchAdminPatchNotes, type AdminPatchNote } from './api/patchNoteAdmin';
import { formatDateTime, htmlExcerpt } from '@madoguchi/shared/format';
import { DataTable, EmptyState, Page, PatchNoteLabels, RouterLink, pagedTable, type DataTableColumn } from '@madoguchi/shared/ui';
import { useNavigate } from '@madoguchi/shared/router';
import { PatchNoteStateBadge } from './PatchNoteStateBadge';

export const PATCH_NOTES_ADMIN_PAGE_SIZE = 20;

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
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
  const navigate = useNavigate();
  const list = usePagedList('patchNotes/admin', (after) => fetchAdminPatchNotes(PATCH_NOTES_ADMIN_PAGE_SIZE, after));
  const columns: DataTableColumn<AdminPatchNote>[] = [
    {
      key: 'title',
      header: 'タイトル',
      cell: (note) => (
        // The opening words under the title, so notes with similar titles can be told apart.
        <TableCellLayout description={htmlExcerpt(note.bodyHtml) || undefined}>
          <RouterLink to={`/systemAdmin/patchNote/${encodeURIComponent(note.id)}`}>{note.title || '(無題)'}</RouterLink>
        </TableCellLayout>
      ),
    },
    { key: 'state', header: '状態', label: '状態', cell: (note) => <PatchNoteStateBadge state={note.state} /> },
    { key: 'labels', header: 'ラベル', label: 'ラベル', cell: (note) => <PatchNoteLabels labels={note.labels} /> },
    { key: 'release', header: '公開日時', label: '公開日時', cell: releaseTime },
    {
      key: 'updatedAt',
      header: '最終更新',
      label: '最終更新',
      cell: (note) => <Caption1 className={styles.muted}>{note.updatedAt ? formatDateTime(note.updatedAt) : '—'}</Caption1>,
    },
  ];

  return (
    <Page title="リリースノート" description="リリースノートを作成し、公開・予約・公開の取り消しができます。">
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/systemAdmin/patchNote/new')}>
          新規作成
        </Button>
      </div>
      <DataTable
        aria-label="リリースノート一覧"
        columns={columns}
        rowKey={(note) => note.id}
        {...pagedTable(list)}
        empty={<EmptyState title="リリースノートはまだありません">「新規作成」から最初のリリースノートを書きましょう。</EmptyState>}
      />
    </Page>
  );
}
