import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { CannedReply, Category } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { DataTable, RouterLink, type DataTableColumn, type DataTableProps } from '@madoguchi/shared/ui';
import { DeleteCannedReplyDialog } from './DeleteCannedReplyDialog';
import { cannedReplyEditorPath } from './cannedReplyPaths';

const useStyles = makeStyles({
  category: { width: '200px' },
  updated: { width: '280px' },
  actions: { width: '112px' },
  muted: { color: tokens.colorNeutralForeground3 },
  updatedBy: { display: 'block', color: tokens.colorNeutralForeground2 },
});

type Props = Omit<DataTableProps<CannedReply>, 'aria-label' | 'columns' | 'rowKey' | 'defaultSort'> & {
  tenantId: string;
  /** The tenant's categories, for their names; null while they are not read. */
  categories: readonly Category[] | null;
  onDeleted: () => void;
};

const byTitle = (a: CannedReply, b: CannedReply) => a.title.localeCompare(b.title, 'ja');
const byUpdate = (a: CannedReply, b: CannedReply) => (a.updatedAt?.getTime() ?? 0) - (b.updatedAt?.getTime() ?? 0);

/** The tenant's canned replies, each leading to its editor, with who changed it last and when. */
export function CannedReplyTable({ tenantId, categories, onDeleted, ...list }: Props) {
  const styles = useStyles();
  const categoryOf = (reply: CannedReply) => {
    if (reply.categoryId === null) return <span className={styles.muted}>指定なし</span>;
    if (categories === null) return <span className={styles.muted}>—</span>;
    return categories.find((category) => category.id === reply.categoryId)?.name ?? <span className={styles.muted}>（削除されたカテゴリ）</span>;
  };
  const columns: DataTableColumn<CannedReply>[] = [
    {
      key: 'title',
      header: 'タイトル',
      compare: byTitle,
      cell: (reply) => <RouterLink to={cannedReplyEditorPath(tenantId, reply.id)}>{reply.title}</RouterLink>,
    },
    { key: 'category', header: 'カテゴリ', label: 'カテゴリ', headerClassName: styles.category, cell: categoryOf },
    {
      key: 'updated',
      header: '更新日時',
      label: '更新日時',
      headerClassName: styles.updated,
      compare: byUpdate,
      cell: (reply) => (
        <>
          {reply.updatedAt ? formatDateTime(reply.updatedAt) : '—'}
          {reply.updatedByName && <Caption1 className={styles.updatedBy}>{reply.updatedByName}</Caption1>}
        </>
      ),
    },
    {
      key: 'actions',
      header: '操作',
      label: '操作',
      headerClassName: styles.actions,
      cell: (reply) => <DeleteCannedReplyDialog tenantId={tenantId} reply={reply} onDeleted={onDeleted} />,
    },
  ];
  return (
    <DataTable
      aria-label="定型文一覧"
      columns={columns}
      rowKey={(reply) => reply.id}
      defaultSort={{ column: 'title', direction: 'ascending' }}
      {...list}
    />
  );
}
