import { slackRefusalProblem } from '@madoguchi/shared/contracts';
import type { LiveData } from '@madoguchi/shared/data';
import type { SlackIntegration } from '../../lib/api/slackIntegration';

/**
 * What is wrong: Slack's requests being refused first (every button and command fails then), else the
 * server's problem, else one said from the health flags (the server normally puts it into words).
 */
function problemOf({ health }: SlackIntegration, now: Date): string | null {
  const refused = slackRefusalProblem(health.refusals, now);
  if (refused) return refused;
  if (health.problem) return health.problem;
  if (!health.tokenValid) return 'Slackのトークンが無効です。再接続してください。';
  if (health.botInChannel === false) return 'アプリが既定のチャンネルに参加していません。';
  return null;
}

/** The Slack figure of the admin home: the state in a word, the detail, and whether it needs action. */
export function slackSummary(slack: LiveData<SlackIntegration | null>, now = new Date()): { value: string; note?: string; attention: boolean } {
  if (slack.status === 'loading') return { value: '確認中…', attention: false };
  if (slack.status === 'error') return { value: '不明', note: `状態を読み込めませんでした。${slack.message}`, attention: true };
  const integration = slack.data;
  if (!integration) return { value: '未接続', note: 'Slackと連携すると、問い合わせをチャンネルで受け取れます。', attention: false };
  if (integration.status === 'disconnected') {
    return { value: '切断', note: integration.health.problem ?? 'Slackとの接続が切れています。再接続してください。', attention: true };
  }
  const problem = problemOf(integration, now);
  if (problem) return { value: '要確認', note: problem, attention: true };
  const where = [integration.teamName, integration.channelName && `#${integration.channelName}`].filter(Boolean).join(' / ');
  return { value: '正常', note: where || undefined, attention: false };
}
