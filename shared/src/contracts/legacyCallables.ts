/**
 * Requests and results of the callable functions, as the front end sends and reads them. The server
 * validates every request again (functions/src, zod); test/unit/callableContracts.test.ts keeps the two
 * in step at compile time.
 */

/** Every mutating call carries a fresh UUID: a retried call then has one effect. */
export interface MutatingRequest {
  requestId: string;
}

export interface CreateTenantRequest extends MutatingRequest {
  name: string;
  admin: { name: string; email: string };
}
export interface CreateTenantResult {
  tenantId: string;
  adminUid: string;
}

export interface RenameTenantRequest extends MutatingRequest {
  tenantId: string;
  name: string;
}
export interface RenameTenantResult {
  tenantId: string;
  name: string;
}

export type TenantStatus = 'active' | 'suspended';
export interface SetTenantStatusRequest extends MutatingRequest {
  tenantId: string;
  status: TenantStatus;
}
export interface SetTenantStatusResult {
  tenantId: string;
  status: TenantStatus;
}

export interface AddSystemUserRequest extends MutatingRequest {
  email: string;
  name: string;
}
export interface RemoveSystemUserRequest extends MutatingRequest {
  uid: string;
}
export interface SystemUserResult {
  uid: string;
}

export interface CreateTenantUserRequest extends MutatingRequest {
  tenantId: string;
  name: string;
  /** フリガナ (katakana; the server also takes hiragana and half-width kana); absent or '' when none. */
  nameReading?: string | undefined;
  /** The server takes full-width characters too (NFKC) and stores it in lower case. */
  email: string;
  isTenantAdmin: boolean;
  categoryIds: string[];
}
export interface UpdateTenantUserRequest extends MutatingRequest {
  tenantId: string;
  uid: string;
  name?: string | undefined;
  /** '' removes the reading. */
  nameReading?: string | undefined;
  categoryIds?: string[] | undefined;
  isTenantAdmin?: boolean | undefined;
}
export type TenantUserStatus = 'active' | 'disabled';
export interface SetTenantUserStatusRequest extends MutatingRequest {
  tenantId: string;
  uid: string;
  status: TenantUserStatus;
}
export interface TenantUserResult {
  uid: string;
}

export interface ImportTenantUsersRequest extends MutatingRequest {
  tenantId: string;
  /**
   * The CSV file as uploaded, in base64: UTF-8 with or without a BOM, or Shift_JIS as Excel saves it.
   * Header 氏名, メールアドレス[, フリガナ][, ユーザーカテゴリ][, 管理者]; at most 500 rows; lines that
   * hold nothing (",,,", spaces) are skipped.
   */
  fileBase64: string;
  /** true: only report what each row would do. */
  dryRun: boolean;
}
export type ImportAction = 'create' | 'update' | 'unchanged' | 'error';
export interface ImportRowResult {
  /** The line of the file (the header is line 1). */
  line: number;
  name: string;
  /** フリガナ as it will be stored; null when the row leaves it out. */
  nameReading: string | null;
  email: string;
  action: ImportAction;
  /** Every reason the row failed (action 'error'). */
  problems?: string[];
  /** What an update changes (action 'update'). */
  changedFields?: Array<'name' | 'nameReading' | 'categoryIds' | 'isTenantAdmin'>;
}
/** How the server read the file. */
export type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'shift_jis';
/** Each row's outcome, as a dry run foresees it or as the import went. */
export interface ImportTenantUsersReport {
  dryRun: boolean;
  encoding: CsvEncoding;
  counts: Record<ImportAction, number>;
  rows: ImportRowResult[];
}
/**
 * A dry run's answer for a file that cannot be imported at all (unreadable, too large, unknown or
 * missing columns, no rows, too many): why, in Japanese. Importing such a file is refused.
 */
export interface ImportTenantUsersFileProblem {
  dryRun: true;
  fileProblem: string;
}
export type ImportTenantUsersResult = ImportTenantUsersReport | ImportTenantUsersFileProblem;
