import type { SaveSlackSettingsRequest } from '@madoguchi/shared/api';
import type { Category, SlackIntegration } from '@madoguchi/shared/data';

/** What the settings form edits. */
export interface SlackFormValues {
  channelId: string | null;
  /** Whether a reply in an inquiry's Slack thread goes to the requester (off: it stays an internal note). */
  repliesPublic: boolean;
  /** The stored reaction setting: the request requires it, the page does not edit it, so it is sent back as read. */
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
    ticketEmoji: values.ticketEmoji,
    categoryChannels: changedCategoryChannels(values, categories),
  };
}
