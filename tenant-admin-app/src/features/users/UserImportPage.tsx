import { Button, MessageBar, MessageBarBody, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { notify } from '@madoguchi/shared';
import type { ImportTenantUsersReport } from '@madoguchi/shared/api';
import * as tenantAdminApi from './api/callables';
import { errorMessage } from '@madoguchi/shared/data';
import { Page, RouterLink } from '@madoguchi/shared/ui';
import { useMemo, useState } from 'react';
import { useParams } from '@madoguchi/shared/router';
import { CsvDropZone } from './CsvDropZone';
import { ImportReport } from './ImportReport';
import { CSV_TEMPLATE, csvFileProblem, fileToBase64 } from './csvFile';

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

interface Chosen {
  file: File;
  /** One request id per chosen file: importing it again after a lost answer imports it once. */
  requestId: string;
}

/**
 * CSVで一括登録: choose a file, check every row with a dry run, then import. Nothing is written until
 * the admin confirms the dry run's result.
 */
export function UserImportPage() {
  const styles = useStyles();
  const { tenantId = '' } = useParams();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportTenantUsersReport | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const templateUrl = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`, []);
  const writable = report?.dryRun ? report.counts.create + report.counts.update : 0;

  const choose = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setReport(null);
    const found = files.length > 1 ? 'ファイルは1つずつ選んでください。' : csvFileProblem(file);
    setProblem(found);
    setChosen(found ? null : { file, requestId: crypto.randomUUID() });
  };

  const run = async (dryRun: boolean) => {
    if (!chosen) return;
    setBusy(dryRun ? 'checking' : 'importing');
    setProblem(null);
    try {
      const fileBase64 = await fileToBase64(chosen.file);
      const result = await tenantAdminApi.importTenantUsers({ tenantId, fileBase64, dryRun }, chosen.requestId);
      // A file that cannot be imported at all is the dry run's answer, shown like the file's other problems.
      if ('fileProblem' in result) {
        setProblem(result.fileProblem);
        return;
      }
      setReport(result);
      if (!dryRun) {
        notify.info(`取り込みました（新規登録 ${result.counts.create}件、更新 ${result.counts.update}件、エラー ${result.counts.error}件）。`);
      }
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page title="CSVで一括登録" description="CSVファイルからユーザーをまとめて登録・更新します。取り込む前に、各行の結果を確認できます。">
      <RouterLink to={`/tenants/${encodeURIComponent(tenantId)}/admin/users`}>← ユーザー一覧</RouterLink>
      <section className={styles.step} aria-labelledby="csv-format">
        <Subtitle1 as="h2" id="csv-format">
          ファイルの形式
        </Subtitle1>
        <ul className={styles.list}>
          <li>1行目は見出しです: 氏名, メールアドレス（必須）, フリガナ, ユーザーカテゴリ, 管理者</li>
          <li>フリガナはカタカナかひらがなで入力します（カタカナで保存します）。ユーザーカテゴリは登録済みの名前を「;」で区切って指定します。管理者は「はい」か「いいえ」です。</li>
          <li>登録済みのメールアドレスの行は、そのユーザーを更新します。空欄や列のない項目は変更しません。何も入っていない行は読み飛ばします。</li>
          <li>文字コードは UTF-8（BOM付き・なし）か、Excelの「CSV（コンマ区切り）」で保存した Shift_JIS に対応しています。500行・1MBまで。</li>
        </ul>
        <div className={styles.actions}>
          <Button as="a" href={templateUrl} download="ユーザー一括登録テンプレート.csv" icon={<ArrowDownloadRegular />}>
            テンプレートをダウンロード
          </Button>
        </div>
      </section>
      <section className={styles.step} aria-labelledby="csv-file">
        <Subtitle1 as="h2" id="csv-file">
          ファイルを選んで確認
        </Subtitle1>
        <CsvDropZone chosen={chosen?.file ?? null} disabled={busy !== null} onFiles={choose} />
        {problem && (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.actions}>
          <Button appearance={report?.dryRun ? 'secondary' : 'primary'} disabled={!chosen || busy !== null} onClick={() => void run(true)}>
            {busy === 'checking' ? '確認中…' : '内容を確認'}
          </Button>
          {report?.dryRun && (
            <Button appearance="primary" disabled={writable === 0 || busy !== null} onClick={() => void run(false)}>
              {busy === 'importing' ? '取り込み中…' : `${writable}件を取り込む`}
            </Button>
          )}
        </div>
      </section>
      {report && (
        <section className={styles.step} aria-labelledby="csv-report">
          <Subtitle1 as="h2" id="csv-report">
            {report.dryRun ? '確認結果（まだ登録されていません）' : '取り込み結果'}
          </Subtitle1>
          {report.dryRun && report.counts.error > 0 && (
            <Text>エラーの行は取り込まれません。ファイルを直して選び直すか、エラー以外の行だけを取り込めます。</Text>
          )}
          <ImportReport report={report} />
        </section>
      )}
    </Page>
  );
}
