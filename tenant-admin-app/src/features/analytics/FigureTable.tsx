import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, TableRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { FigureTableSpec } from './analyticsFormat';

const useStyles = makeStyles({
  // Wide tables scroll inside themselves, never the page (phones).
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '100%' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalXS },
});

/** The table as a CSV file: UTF-8 with a BOM, so Excel in Japanese opens it without garbling. */
export function csvOf<Row>(spec: FigureTableSpec<Row>): string {
  const records = [spec.columns.map((column) => column.label), ...spec.rows.map((row) => spec.columns.map((column) => column.value(row)))];
  return `\uFEFF${stringify(records, { record_delimiter: 'windows' })}`;
}

function download<Row>(spec: FigureTableSpec<Row>, fileName: string) {
  const url = URL.createObjectURL(new Blob([csvOf(spec)], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

interface Props<Row> {
  spec: FigureTableSpec<Row>;
  /** The period, added to the file name: `問い合わせの推移_2026-10-26_2026-11-24.csv`. */
  period: string;
  /** Row keys (the day, the entry id). */
  keyOf: (row: Row) => string;
  /** A day-by-day table beside its chart starts closed: 90 rows would bury the page, on a phone above all. */
  collapsible?: boolean;
}

/** A chart's figures as a table, with the CSV download beside it. */
export function FigureTable<Row>({ spec, period, keyOf, collapsible = false }: Props<Row>) {
  const styles = useStyles();
  const [open, setOpen] = useState(!collapsible);
  const tableId = useId();
  return (
    <div>
      {open && (
        <div className={styles.scroller} id={tableId}>
          <Table size="small" aria-label={spec.title} className={styles.table}>
            <TableHeader>
              <TableRow>
                {spec.columns.map((column) => (
                  <TableHeaderCell key={column.label}>{column.label}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {spec.rows.map((row) => (
                <TableRow key={keyOf(row)}>
                  {spec.columns.map((column) => {
                    const value = column.value(row);
                    return (
                      <TableCell key={column.label} className={typeof value === 'number' ? styles.number : undefined}>
                        {value}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <div className={styles.actions}>
        {collapsible && (
          <Button size="small" icon={<TableRegular />} aria-expanded={open} aria-controls={open ? tableId : undefined} onClick={() => setOpen(!open)}>
            {open ? '表を閉じる' : '表で見る'}
          </Button>
        )}
        <Button size="small" icon={<ArrowDownloadRegular />} onClick={() => download(spec, `${spec.title}_${period}.csv`)}>
          CSVをダウンロード
        </Button>
      </div>
    </div>
  );
}
