import { parse, type CsvError } from 'csv-parse/sync';
import { z } from 'zod';
import { refuse } from '../platform/errors';
import {
  CATEGORIES_MAX,
  EMAIL_MAX,
  nameReadingProblem,
  normalizeEmail,
  normalizeNameReading,
  PERSON_NAME_MAX,
} from '@madoguchi/shared/contracts';

// Reads the tenant user CSV of the import screen, once csvEncoding has turned the uploaded bytes into
// text; everything about rows and columns is decided here.

export const MAX_IMPORT_ROWS = 500;

/** Header names accepted for each column, compared after NFKC and lower-casing. */
const headerNames = {
  name: ['氏名', '名前', 'name'],
  nameReading: ['フリガナ', 'ふりがな', 'よみがな', '読み仮名', 'reading', 'furigana'],
  email: ['メールアドレス', 'メール', 'email', 'e-mail'],
  categories: ['ユーザーカテゴリ', 'カテゴリ', 'categories', 'category'],
  isTenantAdmin: ['管理者', 'テナント管理者', 'admin', 'istenantadmin'],
} as const;
type Column = keyof typeof headerNames;

const yes = new Set(['はい', 'yes', 'true', '1', '○', '◯', '管理者']);
const no = new Set(['いいえ', 'no', 'false', '0', '×', '-', '']);

export interface CsvUserRow {
  /** The line of the file the row ends on (the header is line 1). */
  line: number;
  name: string;
  /** フリガナ, normalised; null when the file has no such column or the cell is blank (kept as it is). */
  nameReading: string | null;
  email: string;
  /** Category names; null when the file has no category column (existing users keep theirs). */
  categoryNames: string[] | null;
  /** null when the file has no admin column or the cell is blank. */
  isTenantAdmin: boolean | null;
  /** Everything that keeps the row from being imported; empty when nothing does. */
  problems: string[];
}

const normalise = (text: string) => text.normalize('NFKC').trim().toLowerCase();
const validEmail = z.email();

function columnOf(header: string): Column | null {
  const key = normalise(header);
  for (const [column, names] of Object.entries(headerNames) as Array<[Column, readonly string[]]>) {
    if (names.some((name) => normalise(name) === key)) return column;
  }
  return null;
}

function readHeader(header: string[]): Map<Column, number> {
  const positions = new Map<Column, number>();
  const unknown: string[] = [];
  header.forEach((cell, index) => {
    const column = columnOf(cell);
    if (!column) unknown.push(cell || `${index + 1}列目(空)`);
    else if (positions.has(column)) throw refuse('invalid-argument', `CSVの列「${cell}」が重複しています。`);
    else positions.set(column, index);
  });
  if (unknown.length) {
    throw refuse('invalid-argument', `CSVに不明な列があります: ${unknown.join(', ')}。使える列は 氏名, フリガナ, メールアドレス, ユーザーカテゴリ, 管理者 です。`);
  }
  const missing = (['name', 'email'] as const).filter((column) => !positions.has(column));
  if (missing.length) {
    throw refuse('invalid-argument', `CSVに必須の列がありません: ${missing.map((c) => headerNames[c][0]).join(', ')}`);
  }
  return positions;
}

function parseErrorMessage(error: CsvError): string {
  const where = typeof error.lines === 'number' ? `${error.lines}行目付近` : '';
  const reason =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? '引用符(")が閉じられていません'
      : error.code === 'CSV_INVALID_CLOSING_QUOTE' || error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
        ? '引用符(")の後に余分な文字があります'
        : '形式が正しくありません';
  return `CSVを読み取れませんでした(${where}${where ? ': ' : ''}${reason})。`;
}

/** Whether a record holds nothing: Excel ends a sheet with lines such as ",,," or spaces. */
const isBlank = (record: string[]) => record.every((cell) => cell.normalize('NFKC').trim() === '');

function readRecords(text: string): Array<{ record: string[]; line: number }> {
  try {
    const options = { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true };
    // With `info`, each record comes with the line it ended on (the typings do not model the option).
    const parsed = parse(text, options) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return parsed.filter(({ record }) => !isBlank(record)).map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    if (error instanceof Error && 'code' in error) throw refuse('invalid-argument', parseErrorMessage(error as CsvError));
    throw error;
  }
}

function readAdmin(cell: string | undefined, problems: string[]): boolean | null {
  if (cell === undefined || cell.trim() === '') return null;
  const value = normalise(cell);
  if (yes.has(value)) return true;
  if (no.has(value)) return false;
  problems.push('管理者の欄は「はい」か「いいえ」で入力してください。');
  return null;
}

function readNameReading(cell: string | undefined, problems: string[]): string | null {
  const reading = normalizeNameReading(cell ?? '');
  if (!reading) return null;
  const problem = nameReadingProblem(reading);
  if (problem) problems.push(problem);
  return reading;
}

function readCategories(cell: string | undefined, problems: string[]): string[] {
  const names = [...new Set((cell ?? '').split(/[;；、|]/).map((name) => name.normalize('NFKC').trim()).filter(Boolean))];
  if (names.length > CATEGORIES_MAX) problems.push(`ユーザーカテゴリは${CATEGORIES_MAX}個までです。`);
  return names;
}

/**
 * The rows of a tenant user CSV, without lines that hold nothing. Problems with the file as a whole
 * (unreadable, unknown or missing columns, too many rows) refuse it with invalid-argument; problems
 * with a row stay on the row, every one of them.
 */
export function parseTenantUserCsv(text: string): CsvUserRow[] {
  const [header, ...rows] = readRecords(text);
  if (!header) throw refuse('invalid-argument', 'CSVが空です。1行目に見出し(氏名, メールアドレス など)を入れてください。');
  const columns = readHeader(header.record);
  if (rows.length === 0) throw refuse('invalid-argument', 'CSVに取り込むユーザーの行がありません。');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw refuse('invalid-argument', `一度に取り込めるのは${MAX_IMPORT_ROWS}行までです(${rows.length}行あります)。ファイルを分けてください。`);
  }
  const cell = (record: string[], column: Column) => {
    const index = columns.get(column);
    return index === undefined ? undefined : record[index];
  };
  return rows.map(({ record, line }) => {
    const problems: string[] = [];
    if (record.length !== header.record.length) problems.push('列の数が見出しの行と一致しません。');
    const name = (cell(record, 'name') ?? '').normalize('NFKC').trim();
    if (!name) problems.push('氏名が空です。');
    else if (name.length > PERSON_NAME_MAX) problems.push(`氏名は${PERSON_NAME_MAX}文字以内にしてください。`);
    const nameReading = readNameReading(cell(record, 'nameReading'), problems);
    const email = normalizeEmail(cell(record, 'email') ?? '');
    if (!email) problems.push('メールアドレスが空です。');
    else if (email.length > EMAIL_MAX || !validEmail.safeParse(email).success) problems.push('メールアドレスの形式が正しくありません。');
    return {
      line,
      name,
      nameReading,
      email,
      categoryNames: columns.has('categories') ? readCategories(cell(record, 'categories'), problems) : null,
      isTenantAdmin: readAdmin(cell(record, 'isTenantAdmin'), problems),
      problems,
    };
  });
}
