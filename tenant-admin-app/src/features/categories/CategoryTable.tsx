import { Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Category } from '@madoguchi/shared/data';
import { RouterLink, useStackedTableStyles } from '@madoguchi/shared/ui';
import { categoryEditorPath } from './categoryPaths';
import type { MemberCounts } from './useMemberCounts';

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  order: { width: '80px' },
  count: { width: '112px' },
  description: { color: tokens.colorNeutralForeground2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  tenantId: string;
  categories: Category[];
  /** Members per category id; read after each page, so a row's count may still be loading or have failed. */
  memberCounts: Pick<MemberCounts, 'counts' | 'loading'>;
}

/** The categories listed so far in display order, each leading to its editor. */
export function CategoryTable({ tenantId, categories, memberCounts }: Props) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  const countOf = (id: string) => {
    const count = memberCounts.counts[id];
    if (count !== undefined) return `${count.toLocaleString('ja-JP')}人`;
    return <Caption1 className={styles.muted}>{memberCounts.loading ? '集計中…' : '—'}</Caption1>;
  };

  return (
    <Table className={mergeClasses(styles.table, stacked.table)} aria-label="ユーザーカテゴリ一覧">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.order}>表示順</TableHeaderCell>
          <TableHeaderCell>カテゴリ名</TableHeaderCell>
          <TableHeaderCell>説明</TableHeaderCell>
          <TableHeaderCell className={styles.count}>ユーザー数</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {categories.map((category) => (
          <TableRow key={category.id}>
            <TableCell data-label="表示順">{category.order}</TableCell>
            <TableCell>
              <RouterLink to={categoryEditorPath(tenantId, category.id)}>{category.name}</RouterLink>
            </TableCell>
            <TableCell data-label="説明">
              <span className={category.description ? styles.description : styles.muted}>{category.description || '—'}</span>
            </TableCell>
            <TableCell data-label="ユーザー数">{countOf(category.id)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
