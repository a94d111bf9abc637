import * as z from 'zod/mini';
import { defineCallable, type RequestOf } from '../callable';
import { docId, requestId, singleLine } from '../fields';

// Slack (docs/product.md#slack). The bot token never leaves the server: no request or result carries it.

const CHANNEL_MESSAGE = 'SlackのチャンネルIDではありません。';
const channelId = z.string({ error: CHANNEL_MESSAGE }).check(z.regex(/^[CG][A-Z0-9]{2,30}$/, { error: CHANNEL_MESSAGE }));
const tenantOnly = z.strictObject({ tenantId: docId });

/** The reaction that turns a channel message into an inquiry, unless the tenant picks another. */
export const DEFAULT_TICKET_EMOJI = 'ticket';
const EMOJI_MESSAGE = 'リアクションの絵文字名は半角の英小文字・数字・「_」「-」「+」で、コロンなしで入力してください（例: ticket）。';
const emojiName = z.string({ error: EMOJI_MESSAGE }).check(z.trim(), z.regex(/^[a-z0-9_+-]{1,64}$/, { error: EMOJI_MESSAGE }));

/** The longest contact line a tenant may show to people registered nowhere. */
export const STRANGER_CONTACT_MAX = 100;

export interface SlackChannel {
  id: string;
  name: string;
  isPrivate: boolean;
  /** Whether the bot is in the channel (it can post only where it is). */
  isMember: boolean;
}
export interface SlackTenantResult {
  tenantId: string;
}

/** Tenant admin starts connecting Slack: Slack's OAuth v2 authorize page, with a single-use state for 10 minutes. */
export const startSlackInstall = defineCallable<{ authorizeUrl: string }>()('startSlackInstall', 'tenantAdmin', tenantOnly);

export interface CompleteSlackInstallResult {
  tenantId: string;
  teamName: string;
}

/**
 * Sent by /slack/oauth_redirect with what Slack put in its query string. The state, not the input,
 * names the tenant; the handler checks the admin once it knows which.
 */
export const completeSlackInstall = defineCallable<CompleteSlackInstallResult>()(
  'completeSlackInstall',
  'signedIn',
  z.strictObject({
    state: z.string({ error: 'state を指定してください。' }).check(z.maxLength(128, { error: 'state が長すぎます。' })),
    code: z.string({ error: 'code を指定してください。' }).check(
      z.trim(),
      z.minLength(1, { error: 'code を指定してください。' }),
      z.maxLength(512, { error: 'code が長すぎます。' }),
    ),
  }),
);

export const listSlackChannels = defineCallable<{ channels: SlackChannel[] }>()('listSlackChannels', 'tenantAdmin', tenantOnly);

/** The settings as saved; the form picks them from Slack's own list. */
const slackSettingsFields = z.strictObject({
  /** The default channel; null for none (then only categories with a channel are posted). */
  channelId: z.nullable(channelId),
  /**
   * Whether a reply in an inquiry's Slack thread goes to the requester. Off (the default): it is kept as
   * an internal note, so that talk among the admins never reaches the requester by accident.
   */
  repliesPublic: z.boolean({ error: 'スレッドでの返信の扱いはオンかオフで指定してください。' }),
  /** The reaction (emoji name, no colons) that files a channel message as an inquiry. */
  ticketEmoji: emojiName,
  /**
   * One line shown to people of the workspace registered in no tenant (e.g. 「情報システム部（内線 1234）」),
   * the only thing of the tenant they see, and only when its admins write it: empty shows nothing. Left
   * out, the stored line stays.
   */
  strangerContact: z.optional(singleLine('未登録の人に案内する連絡先', STRANGER_CONTACT_MAX, 0)),
  /**
   * 「本文をチャンネルに表示しない」: the channel then sees an inquiry's title, requester, category and a
   * link, and of a reply only that there was one; bodies stay in the help desk. Off (the default) shows
   * them. Left out, the stored choice stays.
   */
  hideBodyInChannel: z.optional(z.boolean({ error: '本文をチャンネルに表示するかどうかはオンかオフで指定してください。' })),
  /** Category id → its channel, or null for the default channel. Categories left out keep theirs. */
  categoryChannels: z
    .record(docId, z.nullable(channelId))
    .check(z.refine((value) => Object.keys(value).length <= 500, { error: 'カテゴリが多すぎます。' })),
});

/** Tenant admin: the default channel, how thread replies are taken, the ticket reaction, the line for strangers, whether bodies show in the channel and each category's channel, checked against Slack. */
export const saveSlackSettings = defineCallable<SlackTenantResult>()(
  'saveSlackSettings',
  'tenantAdmin',
  z.strictObject({ requestId, tenantId: docId, ...slackSettingsFields.shape }),
);
export type SaveSlackSettingsRequest = RequestOf<typeof saveSlackSettings>;

export interface CheckSlackHealthResult {
  tokenValid: boolean;
  /** null when no default channel is set. */
  botInChannel: boolean | null;
  /** What is wrong, in Japanese; null when all is well. */
  problem: string | null;
}

/** Tenant admin: whether the token works and the bot is in the default channel; kept for the admin home. */
export const checkSlackHealth = defineCallable<CheckSlackHealthResult>()('checkSlackHealth', 'tenantAdmin', tenantOnly);

/** Tenant admin: forgets the connection and revokes the token unless another tenant holds it too. */
export const disconnectSlack = defineCallable<SlackTenantResult>()('disconnectSlack', 'tenantAdmin', z.strictObject({ requestId, tenantId: docId }));

/**
 * Why Slack's requests were refused before anything in them was read: a signature that did not verify
 * (or none, or too old), or no signing secret on the server at all, which refuses every request.
 */
export type SlackRefusalKind = 'signature' | 'noSecret';

/** Refusals counted in health.refusals of tenants/{t}/integrations/slack: how many since when, the last one and why. */
export interface SlackRefusals {
  kind: SlackRefusalKind;
  count: number;
  since: Date | null;
  lastAt: Date | null;
}

/** How long a refusal counts as a problem: the count covers at most this long, and is forgotten after it. */
export const SLACK_REFUSAL_WINDOW_MS = 60 * 60_000;

/** What refused requests mean for the tenant, in Japanese; null when none was refused within the window. */
export function slackRefusalProblem(refusals: Pick<SlackRefusals, 'kind' | 'count' | 'lastAt'> | null, now: Date): string | null {
  if (!refusals?.lastAt || refusals.count < 1 || now.getTime() - refusals.lastAt.getTime() > SLACK_REFUSAL_WINDOW_MS) return null;
  const lost = 'Slackのボタン・ショートカット・コマンドやスレッドでの返信が窓口に届いていません。';
  if (refusals.kind === 'noSecret') {
    return `窓口のサーバーにSlackの署名シークレットが設定されていないため、Slackからの操作をすべて拒否しています（直近1時間に ${refusals.count} 件）。${lost}サポートから運営元にお問い合わせください。`;
  }
  return `Slackからの操作が署名の検証で拒否されています（直近1時間に ${refusals.count} 件）。${lost}Slackアプリの署名シークレットの設定を確認するよう、サポートから運営元にお問い合わせください。`;
}
