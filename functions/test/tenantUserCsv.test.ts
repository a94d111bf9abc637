import { MAX_IMPORT_ROWS, parseTenantUserCsv } from '../src/tenants/tenantUserCsv';
import { refusalOf } from './refusal';

const refusal = (text: string) => refusalOf(() => parseTenantUserCsv(text));

describe('parseTenantUserCsv', () => {
  it('reads Japanese headers, a BOM, quoted commas and CRLF line ends', () => {
    const text = '\uFEFF氏名,メールアドレス,ユーザーカテゴリ,管理者\r\n"佐藤, 花子",Hanako@Example.com,営業;開発,はい\r\n';
    expect(parseTenantUserCsv(text)).toEqual([
      { line: 2, name: '佐藤, 花子', nameReading: null, email: 'hanako@example.com', categoryNames: ['営業', '開発'], isTenantAdmin: true, problems: [] },
    ]);
  });

  it('accepts English headers in any order and case, and leaves absent columns as null', () => {
    const [row] = parseTenantUserCsv('Email,NAME\nuser@example.com,鈴木 一郎\n');
    expect(row).toMatchObject({ name: '鈴木 一郎', email: 'user@example.com', categoryNames: null, isTenantAdmin: null });
  });

  it('reads the admin column as yes, no or blank, and flags anything else on the row', () => {
    const rows = parseTenantUserCsv('氏名,メール,管理者\nA,a@example.com,○\nB,b@example.com,いいえ\nC,c@example.com,\nD,d@example.com,たぶん\n');
    expect(rows.map((row) => row.isTenantAdmin)).toEqual([true, false, null, null]);
    expect(rows[3]?.problems).toEqual(['管理者の欄は「はい」か「いいえ」で入力してください。']);
  });

  it('splits categories on ; 、 and |, normalising width and dropping duplicates and blanks', () => {
    const [row] = parseTenantUserCsv('氏名,メール,カテゴリ\nA,a@example.com,"ｴｲｷﾞｮｳ、営業|営業;; "\n');
    expect(row?.categoryNames).toEqual(['エイギョウ', '営業']);
  });

  it('keeps row problems on the row: blank or long name, bad e-mail, missing cells', () => {
    const rows = parseTenantUserCsv(`氏名,メールアドレス\n,a@example.com\n${'あ'.repeat(51)},b@example.com\nC,not-an-email\nD\n`);
    expect(rows.map((row) => row.problems)).toEqual([
      ['氏名が空です。'],
      ['氏名は50文字以内にしてください。'],
      ['メールアドレスの形式が正しくありません。'],
      ['列の数が見出しの行と一致しません。', 'メールアドレスが空です。'],
    ]);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 5]);
  });

  it('accepts a name of exactly 50 characters', () => {
    expect(parseTenantUserCsv(`氏名,メールアドレス\n${'あ'.repeat(50)},a@example.com\n`)[0]?.problems).toEqual([]);
  });

  it('counts the line a multi-line quoted cell ends on, and skips blank lines', () => {
    const rows = parseTenantUserCsv('氏名,メールアドレス\n\n"山田\n太郎",a@example.com\nB,b@example.com\n');
    expect(rows.map((row) => row.line)).toEqual([4, 5]);
  });

  it('skips lines that hold nothing, as Excel leaves them: empty, only commas, only spaces (full-width too)', () => {
    const text = '氏名,メールアドレス,管理者\r\nA,a@example.com,\r\n,,\r\n  ,　, \r\nB,b@example.com,はい\r\n\r\n,,\r\n,,\r\n';
    const rows = parseTenantUserCsv(text);
    expect(rows.map((row) => [row.line, row.name, row.problems])).toEqual([
      [2, 'A', []],
      [5, 'B', []],
    ]);
    expect(refusal('氏名,メールアドレス\r\n,\r\n , \r\n')).toContain('ユーザーの行がありません');
  });

  it('reports every problem of a row, not only the first', () => {
    const [row] = parseTenantUserCsv('氏名,メールアドレス,フリガナ,管理者\n,not-an-email,すずきA,たぶん\n');
    expect(row?.problems).toEqual([
      '氏名が空です。',
      'フリガナはカタカナかひらがなで入力してください。',
      'メールアドレスの形式が正しくありません。',
      '管理者の欄は「はい」か「いいえ」で入力してください。',
    ]);
  });

  it('reads e-mail addresses typed in full width (NFKC), trimmed and in lower case', () => {
    const [row] = parseTenantUserCsv('氏名,メールアドレス\n花子,　ｑａ－ｈａｎａｋｏ＠Ａ．ｅｘａｍｐｌｅ．ｃｏｍ　\n');
    expect(row).toMatchObject({ email: 'qa-hanako@a.example.com', problems: [] });
  });

  it('reads the optional フリガナ column as full-width katakana, from hiragana or half-width kana', () => {
    const rows = parseTenantUserCsv('氏名,ふりがな,メールアドレス\n鈴木 一郎,すずき　いちろう,a@example.com\n高橋 美咲,ﾀｶﾊｼ ﾐｻｷ,b@example.com\n田中 健太,,c@example.com\n');
    expect(rows.map((row) => [row.nameReading, row.problems])).toEqual([
      ['スズキ イチロウ', []],
      ['タカハシ ミサキ', []],
      [null, []],
    ]);
    expect(parseTenantUserCsv('氏名,メールアドレス\nA,a@example.com\n')[0]?.nameReading).toBeNull();
  });

  it('refuses the whole file for unknown, duplicate or missing columns, with the reason', () => {
    expect(refusal('氏名,メールアドレス,部署\nA,a@example.com,営業\n')).toContain('不明な列があります: 部署');
    expect(refusal('氏名,名前,メールアドレス\nA,B,a@example.com\n')).toContain('列「名前」が重複しています');
    expect(refusal('氏名,管理者\nA,はい\n')).toContain('必須の列がありません: メールアドレス');
  });

  it('refuses an empty file, a header without rows and an unclosed quote', () => {
    expect(refusal('\uFEFF\n\n')).toContain('CSVが空です');
    expect(refusal('氏名,メールアドレス\n')).toContain('ユーザーの行がありません');
    expect(refusal('氏名,メールアドレス\n"A,a@example.com\n')).toContain('引用符(")が閉じられていません');
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} rows and accepts exactly ${MAX_IMPORT_ROWS}`, () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `U${i},u${i}@example.com`).join('\n');
    expect(parseTenantUserCsv(`氏名,メールアドレス\n${rows(MAX_IMPORT_ROWS)}`)).toHaveLength(MAX_IMPORT_ROWS);
    expect(refusal(`氏名,メールアドレス\n${rows(MAX_IMPORT_ROWS + 1)}`)).toContain('500行まで');
  });
});
