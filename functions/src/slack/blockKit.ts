import type { ActionsBlock, Button, KnownBlock, ModalView, PlainTextOption, SectionBlock } from '@slack/web-api';
import { oneLine } from './slackText';

// Block Kit pieces in our words. Plain text is shown as typed (Slack does not read markup in it);
// mrkdwn is ours to escape, with slackText's helpers, wherever a person wrote part of it.

/** Slack's limits that our texts meet by cutting. */
export const BLOCK_LIMITS = { plainText: 75, optionText: 75, buttonValue: 2000, sectionText: 3000, textInput: 3000, options: 100 } as const;

/** Slack's ids of teams, users and channels: capitals and digits. */
export const SLACK_ID = /^[A-Z0-9]{2,40}$/;

const cut = (text: string, max: number) => ([...text].length <= max ? text : `${[...text].slice(0, max - 1).join('')}…`);

export const plain = (text: string, max: number = BLOCK_LIMITS.sectionText) => ({ type: 'plain_text' as const, text: cut(text, max), emoji: true });
export const mrkdwn = (text: string) => ({ type: 'mrkdwn' as const, text: cut(text, BLOCK_LIMITS.sectionText) });

export const section = (text: string, accessory?: SectionBlock['accessory']): SectionBlock => ({ type: 'section', text: mrkdwn(text), ...(accessory && { accessory }) });
export const note = (text: string): KnownBlock => ({ type: 'context', elements: [mrkdwn(text)] });
export const divider = (): KnownBlock => ({ type: 'divider' });

export function button(label: string, actionId: string, options: { value?: string; url?: string; style?: 'primary' | 'danger' } = {}): Button {
  return {
    type: 'button',
    text: plain(label, BLOCK_LIMITS.plainText),
    action_id: actionId,
    ...(options.value !== undefined && { value: options.value.slice(0, BLOCK_LIMITS.buttonValue) }),
    ...(options.url && { url: options.url }),
    ...(options.style && { style: options.style }),
  };
}

export const actions = (blockId: string, elements: ActionsBlock['elements']): ActionsBlock => ({ type: 'actions', block_id: blockId, elements });

/** An option of a select, its label one line as a person wrote it. */
export const option = (label: string, value: string): PlainTextOption => ({ text: plain(oneLine(label), BLOCK_LIMITS.optionText), value });

/** A modal that only says something (what was done, or why not), in place of a form. */
export function messageView(title: string, lines: string[]): ModalView {
  return { type: 'modal', callback_id: 'madoguchi_message', title: plain(title, 24), close: plain('閉じる', 24), blocks: lines.map((line) => section(line)) };
}

export type StateValues = Record<string, Record<string, { value?: string | null; selected_option?: { value?: string } | null }>>;

/** A view as interactivity payloads carry it back, with what was typed and chosen. */
export interface ViewState {
  id: string;
  hash?: string;
  callback_id?: string;
  private_metadata?: string;
  state?: { values?: StateValues };
}

