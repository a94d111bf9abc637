import * as z from 'zod/mini';
import { DEFAULT_TICKET_EMOJI } from '../callables/slack';
import { count, flag, moment, oneOf, optional, section, text, textOrNull } from './storedFields';

// tenants/{t}/integrations/slack: the tenant's Slack connection as its admins see it, written by the
// server only (install, settings, health checks, the door's refusals, Slack's own uninstall). The token
// lives apart (slackInstallations/{t}), which no client reads.

/** Requests from the workspace refused before they were read (slack/signedTraffic.ts). */
const refusals = z.object({
  kind: oneOf(['signature', 'noSecret'], 'signature'),
  count,
  since: moment,
  lastAt: moment,
});

export const slackIntegrationDocument = z.object({
  /**
   * disconnected: Slack uninstalled the app or revoked its token (the admin's own disconnect deletes the
   * doc). Anything else reads as disconnected: the server posts through a connection only when it says so.
   */
  status: oneOf(['connected', 'disconnected'], 'disconnected'),
  teamId: text,
  teamName: text,
  /** The default channel; null when none is set. */
  channelId: textOrNull,
  channelName: textOrNull,
  /** Thread replies in Slack go to the requester; off (the default), they are internal notes. */
  repliesPublic: flag,
  /** 「本文をチャンネルに表示しない」: the channel sees title, requester, category and a link, not bodies. */
  hideBodyInChannel: flag,
  /** The reaction that files a channel message as an inquiry. */
  ticketEmoji: z.catch(z.string().check(z.minLength(1)), DEFAULT_TICKET_EMOJI),
  /** The line shown to people of the workspace registered nowhere; null when the admins set none. */
  strangerContact: textOrNull,
  connectedAt: moment,
  connectedBy: text,
  connectedByName: text,
  /** Set when Slack cut the connection off. */
  disconnectedAt: optional(moment),
  /** Set when the admins last saved the settings. */
  updatedAt: optional(moment),
  /** What the server last found out about the connection. */
  health: section({
    tokenValid: flag,
    /** Whether the bot is in the default channel; null when there is no default channel. */
    botInChannel: z.catch(z.nullable(z.boolean()), null),
    checkedAt: moment,
    /** The last event received from Slack (e.g. a thread reply). */
    lastEventAt: moment,
    /** The last message posted to Slack. */
    lastPostAt: moment,
    /** What is wrong, in Japanese; null when all is well. */
    problem: textOrNull,
    /** Slack's error code behind it (invalid_auth, app_uninstalled…). */
    problemCode: textOrNull,
    problemAt: moment,
    /** null once signed requests are accepted again; slackRefusalProblem says what they mean. */
    refusals: z.catch(z.nullable(refusals), null),
  }),
});

export type SlackIntegrationDocument = z.output<typeof slackIntegrationDocument>;
export type SlackIntegrationHealth = SlackIntegrationDocument['health'];
