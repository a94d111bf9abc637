import { button } from '../blockKit';

// 「問い合わせを作成」, wherever it is offered (a DM answer, a reaction's note, /madoguchi, Home): it
// opens the inquiry modal, started from what it carries.

export const ASK_OPEN_ACTION = 'madoguchi_ask_open';

/** The message to start from, the help desk meant (a reaction's), or text to start with. */
export interface AskStart {
  channel?: string;
  ts?: string;
  tenantId?: string;
  text?: string;
}

export const askButton = (start: AskStart) => button('問い合わせを作成', ASK_OPEN_ACTION, { value: JSON.stringify(start), style: 'primary' });

/** The button's value read back; Slack returns it as sent, but it is checked like anything else. */
export function readAskStart(value: unknown): AskStart {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value ?? '{}'));
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const field = (key: keyof AskStart) => {
    const found = (parsed as Record<string, unknown>)[key];
    return typeof found === 'string' ? found : undefined;
  };
  const slackId = (key: 'channel' | 'ts') => (/^[A-Za-z0-9.]{1,40}$/.test(field(key) ?? '') ? field(key) : undefined);
  return { channel: slackId('channel'), ts: slackId('ts'), tenantId: field('tenantId'), text: field('text') };
}
