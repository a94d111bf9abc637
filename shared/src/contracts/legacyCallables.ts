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

export type InquiryStatus = 'new' | 'in_progress' | 'waiting' | 'resolved' | 'closed';
/** A file already uploaded to tenants/{t}/inquiries/{i}/attachments/{fileId}/{name}. */
export interface AttachmentRef {
  path: string;
  name: string;
  size: number;
  contentType:
    | 'image/png'
    | 'image/jpeg'
    | 'image/gif'
    | 'image/webp'
    | 'application/pdf'
    | 'text/plain'
    | 'text/csv'
    | 'application/zip'
    | 'application/msword'
    | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    | 'application/vnd.ms-excel'
    | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    | 'application/vnd.ms-powerpoint'
    | 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
}
export interface CreateInquiryRequest extends MutatingRequest {
  tenantId: string;
  /** Made on the client (a Firestore auto id), so attachments can be uploaded first. */
  inquiryId: string;
  title: string;
  body: string;
  categoryId: string | null;
  attachments: AttachmentRef[];
}
export interface CreateInquiryResult {
  inquiryId: string;
  number: number;
}
export interface PostInquiryMessageRequest extends MutatingRequest {
  tenantId: string;
  inquiryId: string;
  body: string;
  /** Tenant admins only: never shown to the requester. */
  internal: boolean;
  /** Tenant admins only: the status to leave the inquiry in. */
  status?: InquiryStatus | undefined;
  attachments: AttachmentRef[];
}
export interface PostInquiryMessageResult {
  messageId: string;
  status: InquiryStatus;
}
export interface ChangeInquiryStatusRequest extends MutatingRequest {
  tenantId: string;
  inquiryId: string;
  status: InquiryStatus;
}
export interface ChangeInquiryStatusResult {
  inquiryId: string;
  status: InquiryStatus;
}
export interface AssignInquiryRequest extends MutatingRequest {
  tenantId: string;
  inquiryId: string;
  assigneeUid: string | null;
}
export interface AssignInquiryResult {
  inquiryId: string;
  assigneeUid: string | null;
}

export type FaqStatus = 'draft' | 'published';
export interface SaveFaqRequest extends MutatingRequest {
  tenantId: string;
  /** null: a new entry. */
  faqId: string | null;
  question: string;
  /** Sanitized again on the server. */
  answerHtml: string;
  /** Empty: for everyone. */
  categoryIds: string[];
  tags: string[];
  status: FaqStatus;
}
export interface SaveFaqResult {
  faqId: string;
}
export interface DeleteFaqRequest extends MutatingRequest {
  tenantId: string;
  faqId: string;
}
export interface RateFaqRequest {
  tenantId: string;
  faqId: string;
  vote: 'helpful' | 'notHelpful' | 'solved';
}
export interface RateFaqResult {
  faqId: string;
  vote: RateFaqRequest['vote'];
}
export interface LogFaqSearchMissRequest {
  tenantId: string;
  query: string;
}

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
