import { ErrorCode, WebClient, type KnownBlock, type WebAPICallError } from '@slack/web-api';
import { slackApiUrl } from './config';

/**
 * A Web API client for one workspace's bot token (or none, for oauth.v2.access). Rate limits come
 * back as errors instead of silent waits: a callable must not hang on Slack's Retry-After, and the
 * caller decides whether to wait (see withRateLimitRetry) or to leave the post for the retry job.
 */
export function slackClient(token?: string, timeoutMs = 10_000): WebClient {
  return new WebClient(token, {
    slackApiUrl: slackApiUrl.value(),
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    timeout: timeoutMs,
  });
}

/** What went wrong with Slack, for the admin (Japanese) and for code deciding what to do next. */
export interface SlackProblem {
  /** Slack's error code, or one of ours: rate_limited, unreachable. */
  code: string;
  message: string;
  /** The token no longer works: the connection needs reconnecting. */
  tokenInvalid: boolean;
  /** Seconds Slack asked us to wait (rate limits). */
  retryAfter?: number;
}

const TOKEN_ERRORS = new Set(['invalid_auth', 'not_authed', 'account_inactive', 'token_revoked', 'token_expired', 'missing_scope']);

const MESSAGES: Record<string, string> = {
  invalid_auth: 'Slackの認証が無効になっています。Slack連携を再接続してください。',
  not_authed: 'Slackの認証が無効になっています。Slack連携を再接続してください。',
  account_inactive: 'Slackのアプリが無効になっています。Slack連携を再接続してください。',
  token_revoked: 'Slackのアクセス許可が取り消されています。Slack連携を再接続してください。',
  token_expired: 'Slackのアクセス許可の期限が切れています。Slack連携を再接続してください。',
  missing_scope: 'Slackアプリの権限が足りません。Slack連携を再接続してください。',
  channel_not_found: '投稿先のSlackチャンネルが見つかりません。チャンネルの設定を確認してください。',
  not_in_channel: 'アプリが投稿先のSlackチャンネルに参加していません。Slackでチャンネルにアプリを招待してください（/invite）。',
  is_archived: '投稿先のSlackチャンネルはアーカイブされています。別のチャンネルを選んでください。',
  rate_limited: 'Slackの利用制限により一時的に投稿できません。しばらくしてから自動で再送します。',
  unreachable: 'Slackに接続できませんでした。しばらくしてから自動で再送します。',
};

function isWebApiError(error: unknown): error is WebAPICallError {
  return error instanceof Error && 'code' in error && Object.values(ErrorCode).includes(error.code as ErrorCode);
}

/** The problem Slack's error `code` stands for. */
export const problemFor = (code: string, extra: Partial<SlackProblem> = {}): SlackProblem => ({
  code,
  message: MESSAGES[code] ?? `Slackがエラーを返しました（${code}）。`,
  tokenInvalid: TOKEN_ERRORS.has(code),
  ...extra,
});

/** Classifies an error thrown by the Web API client. */
export function slackProblem(error: unknown): SlackProblem {
  if (!isWebApiError(error)) return problemFor('unreachable');
  switch (error.code) {
    case ErrorCode.PlatformError:
      return problemFor(error.data.error);
    case ErrorCode.RateLimitedError:
      return problemFor('rate_limited', { retryAfter: error.retryAfter });
    default:
      return problemFor('unreachable');
  }
}

/** Waits out one short rate limit (at most `maxWaitSeconds`) and tries again; longer ones are rethrown. */
export async function withRateLimitRetry<Result>(call: () => Promise<Result>, maxWaitSeconds = 3): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    const problem = slackProblem(error);
    if (problem.code !== 'rate_limited' || (problem.retryAfter ?? Infinity) > maxWaitSeconds) throw error;
    await new Promise((resolve) => setTimeout(resolve, (problem.retryAfter ?? 0) * 1000));
    return call();
  }
}

/**
 * Posts as the bot. Slack's own parsing stays off (no names turned into mentions, no previews), so
 * what reaches the channel is exactly our escaped text.
 */
export function postAsBot(token: string, message: { channel: string; text: string; thread_ts?: string; username?: string; blocks?: KnownBlock[] }) {
  return withRateLimitRetry(() =>
    slackClient(token).chat.postMessage({ ...message, parse: 'none', link_names: false, unfurl_links: false, unfurl_media: false }),
  );
}
