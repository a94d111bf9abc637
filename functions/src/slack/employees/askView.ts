import type { InputBlock, KnownBlock, ModalView } from '@slack/web-api';
import { INQUIRY_LIMITS } from '@madoguchi/shared/contracts';
import { BLOCK_LIMITS, divider, note, option, plain, type ViewState } from '../blockKit';
import { escapeSlack, oneLine } from '../slackText';
import { faqBlocks, suggestionsHeading, type FaqSuggestion } from './faqSuggestions';

// The modal in which an employee files an inquiry from Slack: which help desk (when they belong to
// several in the workspace), FAQ entries that may already answer it, then title, body and category.

export const ASK_CALLBACK = 'madoguchi_inquiry';
export const TENANT_ACTION = 'tenant';
export const FIELD = { title: 'title', body: 'body', category: 'category' } as const;

/** Slack's plain-text input holds at most 3,000 characters; the inquiry allows more on the web. */
const BODY_IN_SLACK = BLOCK_LIMITS.textInput;

/** What the modal carries from opening to submission (private_metadata; Slack gives it back as sent). */
export interface AskContext {
  tenantId: string;
  /** The Slack message the inquiry was made from, if any. */
  source: { channel: string; ts: string } | null;
}

export interface AskDraft {
  title: string;
  body: string;
  categoryId: string | null;
}

export interface AskChoices {
  tenants: { id: string; name: string }[];
  categories: { id: string; name: string }[];
  /** null while they are being looked for. */
  suggestions: FaqSuggestion[] | null;
}

/** The first line of a message, as an inquiry's title. */
export function titleFrom(text: string): string {
  const first = oneLine(text.split('\n').find((line) => line.trim()) ?? '');
  const characters = [...first];
  return characters.length <= INQUIRY_LIMITS.title ? first : `${characters.slice(0, INQUIRY_LIMITS.title - 1).join('')}…`;
}

const bodyIn = (text: string) => [...text].slice(0, BODY_IN_SLACK).join('');

function input(blockId: string, label: string, element: InputBlock['element'], optional = false): InputBlock {
  return { type: 'input', block_id: blockId, label: plain(label, BLOCK_LIMITS.plainText), element, optional };
}

function tenantPicker(choices: AskChoices, tenantId: string): KnownBlock[] {
  if (choices.tenants.length < 2) return [];
  const options = choices.tenants.map((tenant) => option(tenant.name, tenant.id));
  return [
    {
      type: 'section',
      block_id: TENANT_ACTION,
      text: { type: 'mrkdwn', text: '*問い合わせ先*' },
      accessory: { type: 'static_select', action_id: TENANT_ACTION, options, initial_option: options.find((candidate) => candidate.value === tenantId) ?? options[0]! },
    },
  ];
}

function suggestionBlocks(suggestions: FaqSuggestion[] | null): KnownBlock[] {
  if (suggestions === null) return [note(':mag: よくある質問を探しています…'), divider()];
  if (!suggestions.length) return [];
  return [suggestionsHeading(suggestions.length), ...faqBlocks(suggestions, { solvedButton: true }), divider()];
}

function categoryInput(choices: AskChoices, categoryId: string | null): KnownBlock[] {
  if (!choices.categories.length) return [];
  const options = choices.categories.slice(0, BLOCK_LIMITS.options).map((category) => option(category.name, category.id));
  const initial = options.find((candidate) => candidate.value === categoryId);
  return [input(FIELD.category, 'カテゴリ', { type: 'static_select', action_id: FIELD.category, placeholder: plain('指定しない'), options, ...(initial && { initial_option: initial }) }, true)];
}

export function askView(ask: AskContext, draft: AskDraft, choices: AskChoices): ModalView {
  const tenantName = choices.tenants.find((tenant) => tenant.id === ask.tenantId)?.name ?? '';
  return {
    type: 'modal',
    callback_id: ASK_CALLBACK,
    private_metadata: JSON.stringify(ask),
    title: plain('窓口に問い合わせ', 24),
    submit: plain('送信', 24),
    close: plain('キャンセル', 24),
    blocks: [
      ...tenantPicker(choices, ask.tenantId),
      ...(choices.tenants.length === 1 ? [note(`問い合わせ先: *${escapeSlack(oneLine(tenantName))}*`)] : []),
      ...suggestionBlocks(choices.suggestions),
      input(FIELD.title, '件名', { type: 'plain_text_input', action_id: FIELD.title, max_length: INQUIRY_LIMITS.title, initial_value: draft.title }),
      input(FIELD.body, '内容', { type: 'plain_text_input', action_id: FIELD.body, multiline: true, max_length: BODY_IN_SLACK, initial_value: bodyIn(draft.body) }),
      ...categoryInput(choices, draft.categoryId),
      note('送信すると、窓口の問い合わせとして登録されます。回答はこのアプリからのダイレクトメッセージに届きます。'),
    ],
  };
}

/** The modal's context and what the person has typed or chosen so far. */
export function readAskView(view: ViewState): { ask: AskContext; draft: AskDraft } | null {
  let parsed: Partial<AskContext>;
  try {
    parsed = JSON.parse(view.private_metadata ?? '') as Partial<AskContext>;
  } catch {
    return null;
  }
  if (typeof parsed.tenantId !== 'string') return null;
  const source = parsed.source && typeof parsed.source.channel === 'string' && typeof parsed.source.ts === 'string' ? { channel: parsed.source.channel, ts: parsed.source.ts } : null;
  const values = view.state?.values ?? {};
  const text = (field: string) => values[field]?.[field]?.value ?? '';
  return {
    ask: { tenantId: parsed.tenantId, source },
    draft: { title: text(FIELD.title), body: text(FIELD.body), categoryId: values[FIELD.category]?.[FIELD.category]?.selected_option?.value ?? null },
  };
}
