import { Badge, Caption1, Switch, Text, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import type { ImportAction, ImportRowResult, ImportTenantUsersReport } from '@madoguchi/shared/api';
import { DataTable, type DataTableColumn } from '@madoguchi/shared/ui';
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
  const [errorsOnly, setErrorsOnly] = useState(false);
  const rows = errorsOnly ? report.rows.filter((row) => row.action === 'error') : report.rows;
  const columns: DataTableColumn<ImportRowResult>[] = [
    { key: 'line', header: '行', label: '行', headerClassName: styles.line, cell: (row) => row.line },
    {
      key: 'name',
      header: '氏名',
      label: '氏名',
      cell: (row) => (
        <>
          {row.nameReading && <Caption1 className={styles.reading}>{row.nameReading}</Caption1>}
          {row.name || '—'}
        </>
      ),
    },
    { key: 'email', header: 'メールアドレス', label: 'メール', cell: (row) => row.email || '—' },
    {
      key: 'result',
      header: '結果',
      label: '結果',
      headerClassName: styles.result,
      cell: (row) => (
        <Badge appearance="outline" color={ACTIONS[row.action].color}>
          {ACTIONS[row.action].label}
        </Badge>
      ),
    },
    { key: 'detail', header: '詳細', label: '詳細', cell: (row) => <Detail row={row} /> },
  ];

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
      <DataTable
        aria-label={report.dryRun ? '各行の確認結果' : '各行の取り込み結果'}
        size="small"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.line}
      />
    </>
  );
}
