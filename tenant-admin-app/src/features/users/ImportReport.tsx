import {
  Badge,
  Caption1,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import type { ImportAction, ImportRowResult, ImportTenantUsersReport } from '@madoguchi/shared/api';
import { useStackedTableStyles } from '@madoguchi/shared/ui';
import { useState } from 'react';

const ACTIONS: Record<ImportAction, { label: string; color: BadgeProps['color'] }> = {
  create: { label: '新規登録', color: 'brand' },
  update: { label: '更新', color: 'informative' },
  unchanged: { label: '変更なし', color: 'subtle' },
  error: { label: 'エラー', color: 'danger' },
};

const FIELDS: Record<NonNullable<ImportRowResult['changedFields']>[number], string> = {
  name: '氏名',
  nameReading: 'フリガナ',
  categoryIds: 'ユーザーカテゴリ',
  isTenantAdmin: '管理者',
};

const ENCODINGS: Record<ImportTenantUsersReport['encoding'], string> = {
  'utf-8': 'UTF-8',
  'utf-8-bom': 'UTF-8（BOM付き）',
  shift_jis: 'Shift_JIS（Excelの「CSV（コンマ区切り）」）',
};

const useStyles = makeStyles({
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  line: { width: '56px' },
  result: { width: '104px' },
  muted: { color: tokens.colorNeutralForeground2 },
  reading: { display: 'block', color: tokens.colorNeutralForeground2 },
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** Every problem of a failed row, one item each; what an update changes. */
function Detail({ row }: { row: ImportRowResult }) {
  const styles = useStyles();
  if (row.problems?.length) {
    return (
      <ul className={styles.problems} aria-label="エラーの内容">
        {row.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    );
  }
  return row.changedFields?.length ? <>{`変更: ${row.changedFields.map((field) => FIELDS[field]).join('、')}`}</> : null;
}

/** Each row's result of a dry run or an import, with the totals and how the file was read. */
export function ImportReport({ report }: { report: ImportTenantUsersReport }) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  const [errorsOnly, setErrorsOnly] = useState(false);
  const rows = errorsOnly ? report.rows.filter((row) => row.action === 'error') : report.rows;

  return (
    <>
      <div className={styles.summary} role="status" aria-label={report.dryRun ? '確認結果' : '取り込み結果'}>
        {(Object.keys(ACTIONS) as ImportAction[]).map((action) => (
          <Badge key={action} appearance="tint" color={ACTIONS[action].color} size="large">
            {ACTIONS[action].label} {report.counts[action]}件
          </Badge>
        ))}
        <Text className={styles.muted}>文字コード: {ENCODINGS[report.encoding]}</Text>
        {report.counts.error > 0 && <Switch label="エラーの行だけ表示" checked={errorsOnly} onChange={(_, data) => setErrorsOnly(data.checked)} />}
      </div>
      <Table className={mergeClasses(styles.table, stacked.table)} aria-label={report.dryRun ? '各行の確認結果' : '各行の取り込み結果'} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.line}>行</TableHeaderCell>
            <TableHeaderCell>氏名</TableHeaderCell>
            <TableHeaderCell>メールアドレス</TableHeaderCell>
            <TableHeaderCell className={styles.result}>結果</TableHeaderCell>
            <TableHeaderCell>詳細</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell data-label="行">{row.line}</TableCell>
              <TableCell data-label="氏名">
                {row.nameReading && <Caption1 className={styles.reading}>{row.nameReading}</Caption1>}
                {row.name || '—'}
              </TableCell>
              <TableCell data-label="メール">{row.email || '—'}</TableCell>
              <TableCell data-label="結果">
                <Badge appearance="outline" color={ACTIONS[row.action].color}>
                  {ACTIONS[row.action].label}
                </Badge>
              </TableCell>
              <TableCell data-label="詳細">
                <Detail row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
