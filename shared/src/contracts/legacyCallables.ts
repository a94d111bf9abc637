import type { PatchNoteLabel } from './patchNotes';

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

export type PatchNoteStatus = 'draft' | 'published';
export interface PublishPatchNoteRequest extends MutatingRequest {
  patchNoteId: string;
}
export interface SchedulePatchNoteRequest extends MutatingRequest {
  patchNoteId: string;
  /** ISO 8601 with an offset (e.g. 2025-07-01T10:00:00+09:00): later than now, at most a year ahead. */
  publishAt: string;
}
/** Returns a published or scheduled note to the drafts. */
export interface UnpublishPatchNoteRequest extends MutatingRequest {
  patchNoteId: string;
}
/** A correction to a published note: the server sanitizes the body (drafts are written directly). */
export interface UpdatePublishedPatchNoteRequest extends MutatingRequest {
  patchNoteId: string;
  /** 1–100 characters on one line. */
  title: string;
  bodyHtml: string;
  labels: PatchNoteLabel[];
}
/** The note after the call; a draft with publishAt is scheduled (予約). Times in ISO 8601. */
export interface PatchNoteStateResult {
  patchNoteId: string;
  status: PatchNoteStatus;
  publishAt: string | null;
  publishedAt: string | null;
}

/** A tenant admin's request to the vendor; who sent it and from which tenant the server fills in. */
export interface SendSupportRequestRequest extends MutatingRequest {
  tenantId: string;
  /** 1–100 characters on one line. */
  subject: string;
  /** 1–5000 characters. */
  body: string;
}
export interface SendSupportRequestResult {
  supportRequestId: string;
  status: 'open';
}

export interface ReplySupportRequestRequest extends MutatingRequest {
  supportRequestId: string;
  /** 1–5000 characters. */
  body: string;
}
export interface CloseSupportRequestRequest extends MutatingRequest {
  supportRequestId: string;
}
export interface SupportRequestResult {
  supportRequestId: string;
  status: 'answered' | 'closed';
}

// Slack (DESIGN.md 5.6). The bot token never leaves the server: no request or result carries it.

/** Starts connecting Slack: a single-use state for this admin and tenant, valid for 10 minutes. */
export interface StartSlackInstallRequest {
  tenantId: string;
}
export interface StartSlackInstallResult {
  /** Slack's OAuth v2 authorize page, with the client id, scopes, state and redirect URI. */
  authorizeUrl: string;
}
/** Sent by /slack/oauth_redirect with what Slack put in its query string. */
export interface CompleteSlackInstallRequest {
  state: string;
  code: string;
}
export interface CompleteSlackInstallResult {
  tenantId: string;
  teamName: string;
}
export interface ListSlackChannelsRequest {
  tenantId: string;
}
export interface SlackChannel {
  id: string;
  name: string;
  isPrivate: boolean;
  /** Whether the bot is in the channel (it can post only where it is). */
  isMember: boolean;
}
export interface ListSlackChannelsResult {
  channels: SlackChannel[];
}
export interface SaveSlackSettingsRequest extends MutatingRequest {
  tenantId: string;
  /** The default channel; null for none (then only categories with a channel are posted). */
  channelId: string | null;
  /** Thread replies from Slack become internal notes instead of answers to the requester. */
  alertsOnly: boolean;
  /** Category id → its channel, or null for the default channel. Categories left out keep theirs. */
  categoryChannels: Record<string, string | null>;
}
export interface SaveSlackSettingsResult {
  tenantId: string;
}
export interface CheckSlackHealthRequest {
  tenantId: string;
}
export interface CheckSlackHealthResult {
  tokenValid: boolean;
  /** null when no default channel is set. */
  botInChannel: boolean | null;
  /** What is wrong, in Japanese; null when all is well. */
  problem: string | null;
}
export interface DisconnectSlackRequest extends MutatingRequest {
  tenantId: string;
}
export interface DisconnectSlackResult {
  tenantId: string;
}
