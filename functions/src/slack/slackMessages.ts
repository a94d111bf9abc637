import { inquiryLink, statusLabels } from '../inquiries/inquiryNotices';
import type { InquiryStatus } from '../inquiries/inquiryStatus';
import { appUrl } from '../platform/appUrl';
import { patchNoteLink } from '../releaseFixes/fixNotices';
import { quote, slackBody, slackLine, slackLink } from './slackText';

// What we say in an inquiry's Slack thread. Every part a person chose (title, names, bodies, the
// category's name) goes through slackText's escapes, so none of it can mention anyone or link anywhere.

export interface ParentInquiry {
  number: number;
  title: string;
  requesterName: string;
  body: string;
}

/** What a reply in the inquiry's thread becomes, said on its first post. */
export const threadRule = (repliesPublic: boolean) =>
  repliesPublic
    ? 'このスレッドへの返信は、問い合わせ者にそのまま送られます。'
    : 'このスレッドへの返信は社内メモになり、問い合わせ者には届きません。問い合わせ者に送るには、返信のメニュー（…）から「問い合わせ者に送信」を選んでください。';

/** How the tenant has its channel: what a thread reply becomes, and whether bodies are left out of it. */
export interface ChannelRules {
  repliesPublic?: boolean;
  /** 「本文をチャンネルに表示しない」: title, requester, category and a link only. */
  hideBody?: boolean;
}

/** Said in place of a body the tenant keeps out of the channel. */
export const BODY_HIDDEN = '本文はチャンネルに表示しない設定です。窓口で確認してください。';

/** The inquiry's first post: number, title, who and where, the body quoted (unless hidden), a link back, the thread's rule. */
export function parentText(tenantId: string, inquiryId: string, inquiry: ParentInquiry, categoryName: string | null, rules: ChannelRules = {}): string {
  const link = appUrl(inquiryLink(tenantId, inquiryId));
  const who = [`${slackLine(inquiry.requesterName)} さん`, categoryName && `カテゴリ: ${slackLine(categoryName)}`].filter(Boolean).join('　');
  return [
    `:incoming_envelope: *新しい問い合わせ #${Math.trunc(inquiry.number)}* ${slackLink(link, inquiry.title)}`,
    who,
    rules.hideBody ? `_${BODY_HIDDEN}_` : quote(slackBody(inquiry.body, 1500)),
    [slackLink(link, '窓口で開く'), threadRule(rules.repliesPublic ?? false)].join('　'),
  ].join('\n');
}

/** A public reply written on the web: its text, and the name it is posted under. */
export function webReply(reply: { authorName: string; body: string; attachments: number }): { text: string; username: string } {
  const files = reply.attachments > 0 ? `\n（添付ファイル ${reply.attachments} 件は窓口で確認できます）` : '';
  return { text: `${slackBody(reply.body, 3000)}${files}`, username: `${slackLine(reply.authorName)}（窓口）` };
}

/** A public reply in a channel that keeps bodies out: only that there was one, and where to read it. */
export function hiddenReply(tenantId: string, inquiryId: string, authorName: string): { text: string; username: string } {
  const link = appUrl(inquiryLink(tenantId, inquiryId));
  return { text: `:speech_balloon: 返信がありました。${BODY_HIDDEN} ${slackLink(link, '窓口で開く')}`, username: `${slackLine(authorName)}（窓口）` };
}

/** A status change, as one short line. */
export function statusLine(change: { from: InquiryStatus; to: InquiryStatus; by: string }): string {
  return `:arrows_counterclockwise: ステータスを「${statusLabels[change.from]}」から「${statusLabels[change.to]}」に変更しました（${slackLine(change.by)}）`;
}

/** Who took the inquiry on. */
export const assignmentLine = (name: string) => `:bust_in_silhouette: ${slackLine(name)} さんが担当します`;

/** A release note fixed the inquiry: the thread's system message, with a link to the note. */
export function fixLine(tenantId: string, note: { id: string; title: string }): string {
  return `:white_check_mark: この件はリリースノート${slackLink(appUrl(patchNoteLink(tenantId, note.id)), `『${note.title}』`)}で修正されました。`;
}

/** The first post of a requester's direct-message thread about their inquiry. */
export function requesterThreadText(tenantId: string, inquiryId: string, inquiry: { number: number; title: string }): string {
  const link = appUrl(inquiryLink(tenantId, inquiryId));
  return [
    `:incoming_envelope: *問い合わせ #${Math.trunc(inquiry.number)}* ${slackLink(link, inquiry.title)}`,
    '窓口からの回答はこのスレッドに届きます。このスレッドに返信すると、問い合わせへの返信として窓口に届きます。',
  ].join('\n');
}
