import type { NotificationChannel, NotificationEvent } from '@madoguchi/shared/data';

export const EVENT_LABELS: Record<NotificationEvent, { title: string; description: string }> = {
  inquiryReply: { title: '問い合わせへの返信', description: 'ご自身の問い合わせに返信があったとき' },
  inquiryStatus: { title: '問い合わせのステータス変更', description: 'ご自身の問い合わせの対応状況が変わったとき' },
  releaseNote: { title: 'リリースノート', description: '新しいリリースノートが公開されたとき' },
  newInquiry: { title: '新規問い合わせ', description: 'テナントに新しい問い合わせが届いたとき（テナント管理者のみ）' },
};

export const CHANNEL_LABELS: Record<NotificationChannel, string> = { inApp: 'アプリ内', mail: 'メール', slack: 'Slack' };

/** Said for an event Slack does not carry, in place of its checkbox. */
export const NOT_ON_SLACK = 'Slackでは通知しません';

/** Under the grid: where a Slack notification goes, and that it can be answered there. */
export const SLACK_NOTE =
  'Slack: テナントがSlackと連携している場合は、同じメールアドレスのSlackアカウントへ、窓口アプリからダイレクトメッセージで届きます。';
