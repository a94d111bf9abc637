import * as z from 'zod/mini';
import { defineCallable } from '../callable';
import { docId, email, personName, requestId } from '../fields';
import { nameReading } from '../nameReading';

export const CATEGORIES_MAX = 20;

/** The refusal of an address already registered in the tenant; the user form shows it at the field. */
export const ALREADY_REGISTERED = 'このメールアドレスのユーザーはすでに登録されています。';

/** The fields the user form edits (the e-mail only on registration). */
export const tenantUserFields = z.strictObject({
  name: personName,
  /** フリガナ; '' when none. */
  nameReading,
  email,
  isTenantAdmin: z.boolean({ error: 'isTenantAdmin は true か false で指定してください。' }),
  categoryIds: z.array(docId).check(
    z.maxLength(CATEGORIES_MAX, { error: `ユーザーカテゴリは${CATEGORIES_MAX}個まで選べます。` }),
    z.refine((ids) => new Set(ids).size === ids.length, { error: '同じカテゴリが重複しています。' }),
  ),
});
const fields = tenantUserFields.shape;

export type TenantUserStatus = 'active' | 'disabled';

export interface TenantUserResult {
  uid: string;
}

/** Tenant admin: registers a user (reusing their Auth account by e-mail); they sign in by e-mail link. */
export const createTenantUser = defineCallable<TenantUserResult>()(
  'createTenantUser',
  'tenantAdmin',
  z.strictObject({
    requestId,
    tenantId: docId,
    name: fields.name,
    /** Absent or '' when none. */
    nameReading: z.optional(fields.nameReading),
    email: fields.email,
    isTenantAdmin: fields.isTenantAdmin,
    categoryIds: fields.categoryIds,
  }),
);

/** Tenant admin: name, フリガナ ('' removes it), categories and the admin flag; at least one of them. */
export const updateTenantUser = defineCallable<TenantUserResult>()(
  'updateTenantUser',
  'tenantAdmin',
  z
    .strictObject({
      requestId,
      tenantId: docId,
      uid: docId,
      name: z.optional(fields.name),
      nameReading: z.optional(fields.nameReading),
      categoryIds: z.optional(fields.categoryIds),
      isTenantAdmin: z.optional(fields.isTenantAdmin),
    })
    .check(
      z.refine((input) => [input.name, input.nameReading, input.categoryIds, input.isTenantAdmin].some((value) => value !== undefined), {
        error: '変更する項目を指定してください。',
      }),
    ),
);

/** Tenant admin: disables (access ends at once) or enables a user of the tenant. */
export const setTenantUserStatus = defineCallable<TenantUserResult & { status: TenantUserStatus }>()(
  'setTenantUserStatus',
  'tenantAdmin',
  z.strictObject({
    requestId,
    tenantId: docId,
    uid: docId,
    status: z.enum(['active', 'disabled'] satisfies TenantUserStatus[], { error: 'status は active か disabled で指定してください。' }),
  }),
);

// The CSV import.

export const MAX_CSV_BYTES = 1024 * 1024;
export const CSV_TOO_LARGE = 'CSVファイルは1MBまでです。';

export type ImportAction = 'create' | 'update' | 'unchanged' | 'error';
/** The fields an update of a tenant user may change. */
export type TenantUserField = 'name' | 'nameReading' | 'categoryIds' | 'isTenantAdmin';
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
  changedFields?: TenantUserField[];
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

/**
 * Tenant admin: registers and updates users from a CSV file as uploaded (UTF-8 with or without a BOM,
 * or Shift_JIS as Excel saves it). Header 氏名, メールアドレス[, フリガナ][, ユーザーカテゴリ][, 管理者];
 * at most 500 rows; lines that hold nothing (",,,", spaces) are skipped.
 */
export const importTenantUsers = defineCallable<ImportTenantUsersResult>()(
  'importTenantUsers',
  'tenantAdmin',
  z.strictObject({
    requestId,
    tenantId: docId,
    /** The file's bytes in base64; the length bound stops an oversized upload before decoding. */
    fileBase64: z.base64({ error: 'fileBase64 はBase64で指定してください。' }).check(
      z.minLength(1, { error: 'fileBase64 はBase64で指定してください。' }),
      z.maxLength(Math.ceil(MAX_CSV_BYTES / 3) * 4, { error: CSV_TOO_LARGE }),
    ),
    /** true: only report what each row would do, and write nothing. */
    dryRun: z.boolean({ error: 'dryRun は true か false で指定してください。' }),
  }),
);
