import * as z from 'zod/mini';
import { defineCallable, type RequestOf } from '../callable';
import { docId, requestId } from '../fields';

// Slack (DESIGN.md 5.6). The bot token never leaves the server: no request or result carries it.

const CHANNEL_MESSAGE = 'SlackのチャンネルIDではありません。';
const channelId = z.string({ error: CHANNEL_MESSAGE }).check(z.regex(/^[CG][A-Z0-9]{2,30}$/, { error: CHANNEL_MESSAGE }));
const tenantOnly = z.strictObject({ tenantId: docId });

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
  /** Thread replies from Slack become internal notes instead of answers to the requester. */
  alertsOnly: z.boolean({ error: 'アラートのみはオンかオフで指定してください。' }),
  /** Category id → its channel, or null for the default channel. Categories left out keep theirs. */
  categoryChannels: z
    .record(docId, z.nullable(channelId))
    .check(z.refine((value) => Object.keys(value).length <= 500, { error: 'カテゴリが多すぎます。' })),
});

/** Tenant admin: the default channel, alerts-only mode and the channel of each category, checked against Slack. */
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
