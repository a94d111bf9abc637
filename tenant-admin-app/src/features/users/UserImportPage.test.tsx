import type { ImportTenantUsersReport } from '@madoguchi/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserImportPage } from './UserImportPage';
import { MAX_CSV_BYTES } from '@madoguchi/shared/contracts';
import { renderRoute } from '@madoguchi/shared/router/testing';

const importTenantUsers = jest.fn();
const notifyInfo = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ importTenantUsers: (...args: unknown[]) => importTenantUsers(...args) }));

const CSV = '氏名,メールアドレス\n山田 花子,hanako@a.example.com\n';

const report = (dryRun: boolean): ImportTenantUsersReport => ({
  dryRun,
  encoding: 'shift_jis',
  counts: { create: 1, update: 1, unchanged: 0, error: 1 },
  rows: [
    { line: 2, name: '山田 花子', nameReading: 'ヤマダ ハナコ', email: 'hanako@a.example.com', action: 'create' },
    { line: 3, name: '鈴木 一郎', nameReading: null, email: 'suzuki@a.example.com', action: 'update', changedFields: ['name', 'nameReading', 'categoryIds'] },
    { line: 4, name: '', nameReading: null, email: 'broken', action: 'error', problems: ['氏名が空です。', 'メールアドレスの形式が正しくありません。'] },
  ],
});

const renderPage = () => renderRoute('/tenants/t1/admin/users/import', '/tenants/:tenantId/admin/users/import', <UserImportPage />);
const choose = (file: File) => fireEvent.change(screen.getByLabelText('CSVファイル'), { target: { files: [file] } });
const dropZone = () => screen.getByRole('group', { name: 'CSVファイルの選択' });
const drop = (...files: File[]) => fireEvent.drop(dropZone(), { dataTransfer: { files, types: ['Files'] } });
const csvFile = (content: BlobPart = CSV, name = 'users.csv') => new File([content], name, { type: 'text/csv' });

beforeEach(() => {
  importTenantUsers.mockReset();
  notifyInfo.mockReset();
});

describe('UserImportPage', () => {
  it('refuses a file that is not a CSV, an empty one and one over 1 MB, sending nothing', () => {
    renderPage();
    choose(csvFile('x', 'users.xlsx'));
    expect(screen.getByText(/「users.xlsx」はCSVファイルではありません/)).toBeInTheDocument();
    choose(csvFile('', 'empty.csv'));
    expect(screen.getByText('「empty.csv」は空のファイルです。')).toBeInTheDocument();
    choose(csvFile(new Uint8Array(MAX_CSV_BYTES + 1), 'big.csv'));
    expect(screen.getByText(/「big.csv」は大きすぎます/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '内容を確認' })).toBeDisabled();
    expect(importTenantUsers).not.toHaveBeenCalled();
  });

  it("checks the file with a dry run, shows each row's result, then imports it once", async () => {
    importTenantUsers.mockImplementation(({ dryRun }: { dryRun: boolean }) => Promise.resolve(report(dryRun)));
    renderPage();
    choose(csvFile());
    fireEvent.click(screen.getByRole('button', { name: '内容を確認' }));

    const rows = await screen.findByRole('table', { name: '各行の確認結果' });
    expect(within(rows).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '2ヤマダ ハナコ山田 花子hanako@a.example.com新規登録',
      '3鈴木 一郎suzuki@a.example.com更新変更: 氏名、フリガナ、ユーザーカテゴリ',
      '4—brokenエラー氏名が空です。メールアドレスの形式が正しくありません。',
    ]);
    // Every problem of a row, one item each.
    const problems = within(within(rows).getAllByRole('row')[3]!).getByRole('list', { name: 'エラーの内容' });
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['氏名が空です。', 'メールアドレスの形式が正しくありません。']);
    expect(screen.getByRole('status', { name: '確認結果' })).toHaveTextContent('新規登録 1件更新 1件変更なし 0件エラー 1件文字コード: Shift_JIS');
    const [first] = importTenantUsers.mock.calls[0] as [{ fileBase64: string; dryRun: boolean; tenantId: string }, string];
    expect(first).toMatchObject({ tenantId: 't1', dryRun: true });
    expect(Buffer.from(first.fileBase64, 'base64').toString('utf8')).toBe(CSV);

    fireEvent.click(screen.getByRole('switch', { name: 'エラーの行だけ表示' }));
    expect(within(rows).getAllByRole('row')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: '2件を取り込む' }));
    await screen.findByRole('table', { name: '各行の取り込み結果' });
    expect(importTenantUsers.mock.calls[1]).toEqual([{ ...first, dryRun: false }, importTenantUsers.mock.calls[0][1]]);
    expect(notifyInfo).toHaveBeenCalledWith('取り込みました（新規登録 1件、更新 1件、エラー 1件）。');
  });

  it('chooses the file with a 「ファイルを選択」 button or by dropping it on the zone, and shows its name', () => {
    renderPage();
    const button = screen.getByRole('button', { name: 'ファイルを選択' });
    const input = screen.getByLabelText<HTMLInputElement>('CSVファイル');
    const opened = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledTimes(1);

    fireEvent.dragEnter(dropZone(), { dataTransfer: { files: [], types: ['Files'] } });
    expect(dropZone()).toHaveTextContent('ここにドロップしてください');
    drop(csvFile());
    expect(dropZone()).toHaveTextContent('users.csv');
    expect(screen.getByRole('button', { name: '内容を確認' })).toBeEnabled();

    drop(csvFile('x', 'users.xlsx'));
    expect(screen.getByText(/「users.xlsx」はCSVファイルではありません/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '内容を確認' })).toBeDisabled();
    drop(csvFile(), csvFile(CSV, 'other.csv'));
    expect(screen.getByText('ファイルは1つずつ選んでください。')).toBeInTheDocument();
    expect(importTenantUsers).not.toHaveBeenCalled();
  });

  it("shows the dry run's answer for a file that cannot be imported at all, with nothing to import, and keeps it chosen", async () => {
    importTenantUsers.mockResolvedValueOnce({ dryRun: true, fileProblem: 'CSVに不明な列があります: 部署。使える列は 氏名, フリガナ, メールアドレス, ユーザーカテゴリ, 管理者 です。' });
    renderPage();
    choose(csvFile());
    fireEvent.click(screen.getByRole('button', { name: '内容を確認' }));
    expect(await screen.findByText(/^CSVに不明な列があります: 部署。/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /件を取り込む$/ })).toBeNull();
    expect(screen.getByText(/users.csv/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '内容を確認' })).toBeEnabled());
  });

  it("shows the server's reason for refusing the file and keeps it chosen", async () => {
    importTenantUsers.mockRejectedValueOnce(
      Object.assign(new Error('CSVに必須の列がありません: メールアドレス'), { code: 'functions/invalid-argument' }),
    );
    renderPage();
    choose(csvFile());
    fireEvent.click(screen.getByRole('button', { name: '内容を確認' }));
    expect(await screen.findByText('CSVに必須の列がありません: メールアドレス')).toBeInTheDocument();
    expect(screen.getByText(/users.csv/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '内容を確認' })).toBeEnabled());
  });
});
