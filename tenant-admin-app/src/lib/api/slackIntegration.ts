import { loadFirestore } from '@madoguchi/shared';
import { DEFAULT_TICKET_EMOJI, type SlackRefusals } from '@madoguchi/shared/contracts';
import { dateOf, numberOf, textOf, textOrNull, type Subscribe } from '@madoguchi/shared/data';

/** What the server last found out about the connection (health in tenants/{t}/integrations/slack). */
export interface SlackIntegrationHealth {
  tokenValid: boolean;
  /** Whether the bot is in the default channel; null when there is no default channel. */
  botInChannel: boolean | null;
  checkedAt: Date | null;
  /** The last event received from Slack (e.g. a thread reply). */
  lastEventAt: Date | null;
  /** The last message posted to Slack. */
  lastPostAt: Date | null;
  /** What is wrong, in Japanese; null when all is well. */
  problem: string | null;
  problemAt: Date | null;
  /**
   * Requests from the workspace refused before they were read (slack/signedTraffic.ts); null once
   * signed requests are accepted again. slackRefusalProblem says what they mean.
   */
  refusals: SlackRefusals | null;
}

/** tenants/{t}/integrations/slack, written by the server only. */
export interface SlackIntegration {
  /** disconnected: Slack uninstalled the app or revoked its token (the admin's own disconnect deletes the doc). */
  status: 'connected' | 'disconnected';
  teamId: string;
  teamName: string;
  /** The default channel; null when none is set. */
  channelId: string | null;
  channelName: string | null;
  /** Thread replies in Slack go to the requester; off (the default), they are internal notes. */
  repliesPublic: boolean;
  /** 「本文をチャンネルに表示しない」: the channel sees title, requester, category and a link, not bodies. */
  hideBodyInChannel: boolean;
  /** The reaction that files a channel message as an inquiry. */
  ticketEmoji: string;
  /** The line shown to people of the workspace registered nowhere; empty when the admins set none. */
  strangerContact: string;
  connectedAt: Date | null;
  connectedBy: string;
  connectedByName: string;
  disconnectedAt: Date | null;
  health: SlackIntegrationHealth;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** The integration document's fields as the screens use them; anything malformed falls back to "not known". */
export function slackIntegrationOf(data: Record<string, unknown>): SlackIntegration {
  const health = record(data.health);
  return {
    status: data.status === 'disconnected' ? 'disconnected' : 'connected',
    teamId: textOf(data.teamId),
    teamName: textOf(data.teamName),
    channelId: textOrNull(data.channelId),
    channelName: textOrNull(data.channelName),
    repliesPublic: data.repliesPublic === true,
    hideBodyInChannel: data.hideBodyInChannel === true,
    ticketEmoji: typeof data.ticketEmoji === 'string' && data.ticketEmoji ? data.ticketEmoji : DEFAULT_TICKET_EMOJI,
    strangerContact: textOf(data.strangerContact),
    connectedAt: dateOf(data.connectedAt),
    connectedBy: textOf(data.connectedBy),
    connectedByName: textOf(data.connectedByName),
    disconnectedAt: dateOf(data.disconnectedAt),
    health: {
      tokenValid: health.tokenValid === true,
      botInChannel: typeof health.botInChannel === 'boolean' ? health.botInChannel : null,
      checkedAt: dateOf(health.checkedAt),
      lastEventAt: dateOf(health.lastEventAt),
      lastPostAt: dateOf(health.lastPostAt),
      problem: textOrNull(health.problem),
      problemAt: dateOf(health.problemAt),
      refusals: refusalsOf(health.refusals),
    },
  };
}

function refusalsOf(value: unknown): SlackRefusals | null {
  if (typeof value !== 'object' || value === null) return null;
  const refusals = record(value);
  return {
    kind: refusals.kind === 'noSecret' ? 'noSecret' : 'signature',
    count: numberOf(refusals.count),
    since: dateOf(refusals.since),
    lastAt: dateOf(refusals.lastAt),
  };
}

/** tenants/{t}/integrations/slack, live (tenant admins may read it); null when not connected. */
export function watchSlackIntegration(tenantId: string): Subscribe<SlackIntegration | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const ref = sdk.doc(db, 'tenants', tenantId, 'integrations', 'slack');
    return sdk.onSnapshot(ref, (snapshot) => onData(snapshot.exists() ? slackIntegrationOf(snapshot.data()) : null), onError);
  };
}
