import type { SaveSlackSettingsRequest } from '@madoguchi/shared/api';
import { fieldProblems, saveSlackSettings, toHalfWidth } from '@madoguchi/shared/contracts';
import type { Category } from '@madoguchi/shared/data';
import type { SlackIntegration } from '../../lib/api/slackIntegration';

/** What the settings form edits. */
export interface SlackFormValues {
  channelId: string | null;
  /** Whether a reply in an inquiry's Slack thread goes to the requester (off: it stays an internal note). */
  repliesPublic: boolean;
  /** 「本文をチャンネルに表示しない」: the channel sees title, requester, category and a link, not bodies. */
  hideBodyInChannel: boolean;
  /** The reaction that files a channel message as an inquiry, as typed (no colons). */
  ticketEmoji: string;
  /** The line shown to people registered nowhere, as typed; empty shows nothing. */
  strangerContact: string;
  /** Only the categories the admin picked a channel for; the others show their stored channel. */
  categoryChannels: Record<string, string | null>;
}

export const initialSlackForm = (integration: SlackIntegration): SlackFormValues => ({
  channelId: integration.channelId,
  repliesPublic: integration.repliesPublic,
  hideBodyInChannel: integration.hideBodyInChannel,
  ticketEmoji: integration.ticketEmoji,
  strangerContact: integration.strangerContact,
  categoryChannels: {},
});

/** The emoji name as it is sent: typed in full width with a Japanese IME, it is still the same name. */
export const ticketEmojiOf = (values: Pick<SlackFormValues, 'ticketEmoji'>) => toHalfWidth(values.ticketEmoji);

/**
 * The typed fields' problems, in the contract's own words (the server checks them again). Colons are
 * not stripped from the emoji: the contract refuses them and its message says to type the name without them.
 */
export function slackFormProblems(values: SlackFormValues): Partial<Record<keyof SlackFormValues, string>> {
  // Only these two are typed; the schema reports each field's first problem, so the request's other
  // fields, left out here, do not touch theirs.
  const { ticketEmoji, strangerContact } = fieldProblems(saveSlackSettings.request, { ticketEmoji: ticketEmojiOf(values), strangerContact: values.strangerContact });
  return { ...(ticketEmoji && { ticketEmoji }), ...(strangerContact && { strangerContact }) };
}

/** The channel the form shows for a category: the one picked, else the stored one (null: the default channel). */
export function categoryChannelOf(values: SlackFormValues, category: Category): string | null {
  return category.id in values.categoryChannels ? (values.categoryChannels[category.id] ?? null) : category.slackChannelId;
}

/** The categories whose channel differs from what is stored: the only ones sent. */
export function changedCategoryChannels(values: SlackFormValues, categories: readonly Category[]): Record<string, string | null> {
  return Object.fromEntries(
    categories
      .filter((category) => categoryChannelOf(values, category) !== category.slackChannelId)
      .map((category) => [category.id, categoryChannelOf(values, category)]),
  );
}

export function hasChanges(values: SlackFormValues, integration: SlackIntegration, categories: readonly Category[]): boolean {
  return (
    values.channelId !== integration.channelId ||
    values.repliesPublic !== integration.repliesPublic ||
    values.hideBodyInChannel !== integration.hideBodyInChannel ||
    ticketEmojiOf(values) !== integration.ticketEmoji ||
    values.strangerContact.trim() !== integration.strangerContact ||
    Object.keys(changedCategoryChannels(values, categories)).length > 0
  );
}

export function saveRequestOf(
  tenantId: string,
  values: SlackFormValues,
  categories: readonly Category[],
): Omit<SaveSlackSettingsRequest, 'requestId'> {
  return {
    tenantId,
    channelId: values.channelId,
    repliesPublic: values.repliesPublic,
    hideBodyInChannel: values.hideBodyInChannel,
    ticketEmoji: ticketEmojiOf(values),
    strangerContact: values.strangerContact.trim(),
    categoryChannels: changedCategoryChannels(values, categories),
  };
}
