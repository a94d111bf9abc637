import type { KnownBlock } from '@slack/web-api';
import { slackApiUrl } from './config';

// Answers through an interaction's response_url: the way to speak to the one person who pressed or
// typed, wherever that was (a DM, a channel the app is not in). The URL arrives in a signed payload,
// and is still only followed to Slack itself (or the stand-in Slack the local stack talks to).

export interface SlackReply {
  text: string;
  blocks?: KnownBlock[];
  response_type?: 'ephemeral' | 'in_channel';
  replace_original?: boolean;
  delete_original?: boolean;
}

const SLACK_HOOKS = 'https://hooks.slack.com';

/** Whether `url` is Slack's (or, locally, the stand-in's, which serves the Web API too). */
export function isSlackResponseUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const { origin, protocol } = new URL(url);
    return (origin === SLACK_HOOKS && protocol === 'https:') || origin === new URL(slackApiUrl.value()).origin;
  } catch {
    return false;
  }
}

/** Posts `reply` to the response_url; false when the URL is not Slack's or Slack refused. */
export async function respond(url: unknown, reply: SlackReply): Promise<boolean> {
  if (!isSlackResponseUrl(url)) return false;
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ response_type: 'ephemeral', ...reply }),
    signal: AbortSignal.timeout(3_000),
  }).catch(() => null);
  return answer?.ok === true;
}
