import type { ModalView } from '@slack/web-api';
import { ID_PATTERN, INQUIRY_LIMITS } from '@madoguchi/shared/contracts';
import { BLOCK_LIMITS, note, plain, section, type ViewState } from '../blockKit';
import { slackLine } from '../slackText';

// 「問い合わせ者に送信」: before a reply written in the admins' thread goes to the requester, the admin
// sees to whom and exactly what (editable), and sends it knowingly.

export const SEND_SHORTCUT = 'madoguchi_send';
export const SEND_CALLBACK = 'madoguchi_send_confirm';
const BODY = 'body';
const BODY_IN_SLACK = Math.min(BLOCK_LIMITS.textInput, INQUIRY_LIMITS.body);

export interface SendContext {
  tenantId: string;
  inquiryId: string;
}

export function sendView(context: SendContext, inquiry: { number: number; title: string; requesterName: string }, body: string): ModalView {
  return {
    type: 'modal',
    callback_id: SEND_CALLBACK,
    private_metadata: JSON.stringify(context),
    title: plain('問い合わせ者に送信', 24),
    submit: plain('送信する', 24),
    close: plain('キャンセル', 24),
    blocks: [
      section(`*宛先:* ${slackLine(inquiry.requesterName)} さん\n*問い合わせ:* #${Math.trunc(inquiry.number)} ${slackLine(inquiry.title)}`),
      {
        type: 'input',
        block_id: BODY,
        label: plain('送る内容', BLOCK_LIMITS.plainText),
        element: { type: 'plain_text_input', action_id: BODY, multiline: true, max_length: BODY_IN_SLACK, initial_value: [...body].slice(0, BODY_IN_SLACK).join('') },
      },
      note('送信すると、問い合わせへの回答として問い合わせ者に届き、メール・窓口・Slackの通知設定に従って通知されます。スレッドの元の返信は社内メモのまま残ります。'),
    ],
  };
}

/** The modal's inquiry and the text as finally written; null when the metadata is not ours. */
export function readSendView(view: ViewState): { context: SendContext; body: string } | null {
  try {
    const parsed = JSON.parse(view.private_metadata ?? '') as Partial<SendContext>;
    if (typeof parsed.tenantId !== 'string' || typeof parsed.inquiryId !== 'string' || !ID_PATTERN.test(parsed.inquiryId)) return null;
    return { context: { tenantId: parsed.tenantId, inquiryId: parsed.inquiryId }, body: view.state?.values?.[BODY]?.[BODY]?.value ?? '' };
  } catch {
    return null;
  }
}

export const SEND_FIELD = BODY;
