import type { SaveSlackSettingsRequest } from '@madoguchi/shared/api';
import { fieldProblems, saveSlackSettings, toHalfWidth } from '@madoguchi/shared/contracts';
import type { Category, SlackIntegration } from '@madoguchi/shared/data';

/** What the settings form edits. */
export interface SlackFormValues {
  channelId: string | null;
  /** Whether a reply in an inquiry's Slack thread goes to the requester (off: it stays an internal note). */
  repliesPublic: boolean;
  /** The reaction that files a channel message as an inquiry, as typed (no colons). */
  ticketEmoji: string;
  /** Only the categories the admin picked a channel for; the others show their stored channel. */
  categoryChannels: Record<string, string | null>;
}

export const initialSlackForm = (integration: SlackIntegration): SlackFormValues => ({
  channelId: integration.channelId,
  repliesPublic: integration.repliesPublic,
  ticketEmoji: integration.ticketEmoji,
  categoryChannels: {},
});

/** The emoji name as it is sent: typed in full width with a Japanese IME, it is still the same name. */
export const ticketEmojiOf = (values: Pick<SlackFormValues, 'ticketEmoji'>) => toHalfWidth(values.ticketEmoji);

/**
 * The typed field's problem, in the contract's own words (the server checks it again). Colons are not
 * stripped: the contract refuses them and its message says to type the name without them.
 */
export function slackFormProblems(values: SlackFormValues): Partial<Record<keyof SlackFormValues, string>> {
  // Only the emoji is typed; the schema reports each field's first problem, so the request's other
  // fields, left out here, do not touch the emoji's.
  const { ticketEmoji } = fieldProblems(saveSlackSettings.request, { ticketEmoji: ticketEmojiOf(values) });
  return ticketEmoji ? { ticketEmoji } : {};
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
    ticketEmojiOf(values) !== integration.ticketEmoji ||
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
    ticketEmoji: ticketEmojiOf(values),
    categoryChannels: changedCategoryChannels(values, categories),
  };
}
