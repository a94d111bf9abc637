import type { LiveData, SlackHealth } from '@madoguchi/shared/data';

/** The Slack figure of the admin home: the state in a word, the detail, and whether it needs action. */
export function slackSummary(slack: LiveData<SlackHealth | null>): { value: string; note?: string; attention: boolean } {
  if (slack.status === 'loading') return { value: '確認中…', attention: false };
  if (slack.status === 'error') return { value: '不明', note: `状態を読み込めませんでした。${slack.message}`, attention: true };
  const health = slack.data;
  if (!health) return { value: '未接続', note: 'Slackと連携すると、問い合わせをチャンネルで受け取れます。', attention: false };
  if (!health.connected) return { value: '切断', note: health.problem ?? 'Slackとの接続が切れています。再接続してください。', attention: true };
  const where = [health.workspace, health.channel && `#${health.channel}`].filter(Boolean).join(' / ');
  if (health.problem) return { value: '要確認', note: health.problem, attention: true };
  return { value: '正常', note: where || undefined, attention: false };
}
