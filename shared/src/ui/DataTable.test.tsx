import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';
import { EmptyState } from './states';

interface Row {
  id: string;
  name: string;
  count: number;
}

const ROWS: Row[] = [
  { id: 'b', name: '佐藤', count: 2 },
  { id: 'a', name: '青木', count: 10 },
  { id: 'c', name: '鈴木', count: 1 },
];

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', header: '氏名', cell: (row) => row.name },
  { key: 'count', header: '件数', label: '件数', cell: (row) => `${row.count}件`, compare: (a, b) => a.count - b.count },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('lists the rows under the headers, labelling the cells a phone card names', () => {
    render(<DataTable aria-label="一覧" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: '一覧' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['氏名', '件数']);
    expect(names()).toEqual(['佐藤', '青木', '鈴木']);
    const [name, count] = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(name).not.toHaveAttribute('data-label');
    expect(count).toHaveAttribute('data-label', '件数');
    // A column without a comparator is not a sort button.
    expect(screen.getByRole('columnheader', { name: '氏名' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts by a header click, ascending then descending, and says so in aria-sort', () => {
    render(<DataTable aria-label="一覧" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
    const header = screen.getByRole('columnheader', { name: '件数' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['鈴木', '佐藤', '青木']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['青木', '佐藤', '鈴木']);
  });

  it('sorts from the keyboard: the header button is focusable and answers Enter and Space', () => {
    render(<DataTable aria-label="一覧" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
    const header = screen.getByRole('columnheader', { name: '件数' });
    const button = within(header).getByRole('button');
    expect(button).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.keyDown(button, { key: ' ' });
    fireEvent.keyUp(button, { key: ' ' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['青木', '佐藤', '鈴木']);
  });

  it('leaves a sort the page keeps to the page, and shows the one it is given', () => {
    const changes: DataTableSort[] = [];
    function Kept() {
      const [sort, setSort] = useState<DataTableSort | null>({ column: 'count', direction: 'descending' });
      return (
        <DataTable
          aria-label="一覧"
          columns={COLUMNS}
          rows={ROWS}
          rowKey={(row) => row.id}
          sort={sort}
          onSortChange={(next) => {
            changes.push(next);
            setSort(next);
          }}
        />
      );
    }
    render(<Kept />);
    expect(names()).toEqual(['青木', '佐藤', '鈴木']);
    fireEvent.click(within(screen.getByRole('columnheader', { name: '件数' })).getByRole('button'));
    expect(changes).toEqual([{ column: 'count', direction: 'ascending' }]);
    expect(names()).toEqual(['鈴木', '佐藤', '青木']);
  });

  it('shows a spinner while the first rows are read, and neither the table nor the empty text', () => {
    render(<DataTable aria-label="一覧" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} loading empty={<EmptyState title="まだありません" />} />);
    expect(screen.getByText('読み込み中…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('まだありません')).toBeNull();
  });

  it('says a failure with 再読み込み, above the rows already read', () => {
    const retry = jest.fn();
    render(<DataTable aria-label="一覧" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} error="読み込めませんでした。" onRetry={retry} />);
    expect(screen.getByText('読み込めませんでした。')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '一覧' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says the empty text instead of the table when nothing was found, and the headers alone without one', () => {
    const { rerender } = render(
      <DataTable aria-label="一覧" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} empty={<EmptyState title="まだありません" />} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('まだありません');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<DataTable aria-label="一覧" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('offers the next page with the button the page describes', () => {
    const more = jest.fn();
    const { rerender } = render(
      <DataTable aria-label="一覧" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} more={{ label: 'さらに表示', onClick: more }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'さらに表示' }));
    expect(more).toHaveBeenCalledTimes(1);
    rerender(<DataTable aria-label="一覧" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} more={{ label: '読み込んでいます…', onClick: more, disabled: true }} />);
    expect(screen.getByRole('button', { name: '読み込んでいます…' })).toBeDisabled();
    rerender(<DataTable aria-label="一覧" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} more={null} />);
    expect(screen.queryByRole('button', { name: /さらに|読み込んでいます/ })).toBeNull();
  });
});
