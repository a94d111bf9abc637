import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { Category } from '@madoguchi/shared/data';
import { DataTable, RouterLink, type DataTableColumn, type DataTableProps } from '@madoguchi/shared/ui';
import { categoryEditorPath } from './categoryPaths';
import type { MemberCounts } from './useMemberCounts';

const useStyles = makeStyles({
  order: { width: '80px' },
  count: { width: '112px' },
  description: { color: tokens.colorNeutralForeground2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The rows and the read's states, as DataTable takes them. */
type Props = Omit<DataTableProps<Category>, 'aria-label' | 'columns' | 'rowKey'> & {
  tenantId: string;
  /** Members per category id; read after each page, so a row's count may still be loading or have failed. */
  memberCounts: Pick<MemberCounts, 'counts' | 'loading'>;
};

/** The categories listed so far in display order, each leading to its editor. */
export function CategoryTable({ tenantId, memberCounts, ...list }: Props) {
  const styles = useStyles();
  const countOf = (id: string) => {
    const count = memberCounts.counts[id];
    if (count !== undefined) return `${count.toLocaleString('ja-JP')}人`;
    return <Caption1 className={styles.muted}>{memberCounts.loading ? '集計中…' : '—'}</Caption1>;
  };
  const columns: DataTableColumn<Category>[] = [
    { key: 'order', header: '表示順', label: '表示順', headerClassName: styles.order, cell: (category) => category.order },
    { key: 'name', header: 'カテゴリ名', cell: (category) => <RouterLink to={categoryEditorPath(tenantId, category.id)}>{category.name}</RouterLink> },
    {
      key: 'description',
      header: '説明',
      label: '説明',
      cell: (category) => <span className={category.description ? styles.description : styles.muted}>{category.description || '—'}</span>,
    },
    { key: 'members', header: 'ユーザー数', label: 'ユーザー数', headerClassName: styles.count, cell: (category) => countOf(category.id) },
  ];
  return <DataTable aria-label="ユーザーカテゴリ一覧" columns={columns} rowKey={(category) => category.id} {...list} />;
}
