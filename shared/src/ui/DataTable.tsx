import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
  type TableProps,
} from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useStackedTableStyles } from './stackedTable';
import { ErrorState, LoadingState } from './states';

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  more: { alignSelf: 'center' },
});

export type SortDirection = 'ascending' | 'descending';

/** Which column a table is sorted by, and which way. */
export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

export interface DataTableColumn<T> {
  /** Names the column to React and to the sort. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Leads the cell on a phone, where each row is a card; the column whose cell leads the card has none. */
  label?: string;
  /** Makes the header a sort button: rows in ascending order by this, reversed for descending. */
  compare?: (a: T, b: T) => number;
  headerClassName?: string;
  cellClassName?: string;
}

/** The button that reads the next page; the page decides when there is one to read. */
export interface DataTableMore {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export interface DataTableProps<T> {
  'aria-label': string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  className?: string;
  size?: TableProps['size'];
  /** Rows as cards on a phone (the default); off for a grid of controls whose columns must line up. */
  stacked?: boolean;
  /**
   * The sort shown and applied to the rows given. Given with `onSortChange`, the page keeps it (in the
   * address, say); without, the table keeps it itself, starting from `defaultSort`.
   */
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** Rows not read yet (the first page, or the next): a spinner below the rows. */
  loading?: boolean;
  /** A failed read, above the rows, with 再読み込み when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /**
   * Said instead of the table when there are no rows and nothing is reading or failed; without it,
   * such a table shows its headers alone.
   */
  empty?: ReactNode;
  more?: DataTableMore | null;
}

function sortedRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], sort: DataTableSort | null): readonly T[] {
  const compare = sort && columns.find((column) => column.key === sort.column)?.compare;
  if (!sort || !compare) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/**
 * A list as a table: typed columns, sorting by header, the read's states (loading, failed, empty) and
 * the button that reads the next page. Paging stays with the page: it passes the rows read so far.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, className, size, stacked = true, loading = false, error = null, onRetry, empty, more } = props;
  const styles = useStyles();
  const stackedStyles = useStackedTableStyles();
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(props.defaultSort ?? null);
  const sort = props.onSortChange ? (props.sort ?? null) : ownSort;
  const changeSort = props.onSortChange ?? setOwnSort;

  const toggle = (column: string) =>
    changeSort({ column, direction: sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending' });
  const settled = !loading && !error;
  const showEmpty = empty !== undefined && rows.length === 0 && settled;
  const showTable = rows.length > 0 || (empty === undefined && settled);

  return (
    <>
      {error && <ErrorState message={error} onRetry={onRetry} />}
      {showTable && (
        <Table
          className={mergeClasses(styles.table, stacked && stackedStyles.table, className)}
          aria-label={props['aria-label']}
          size={size}
        >
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHeaderCell
                  key={column.key}
                  className={column.headerClassName}
                  {...(column.compare && {
                    sortable: true,
                    sortDirection: sort?.column === column.key ? sort.direction : undefined,
                    onClick: () => toggle(column.key),
                  })}
                >
                  {column.header}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {sortedRows(rows, columns, sort).map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.key} className={column.cellClassName} data-label={column.label}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {loading && <LoadingState />}
      {showEmpty && empty}
      {more && (
        <Button className={styles.more} onClick={more.onClick} disabled={more.disabled}>
          {more.label}
        </Button>
      )}
    </>
  );
}
