import * as z from 'zod/mini';
import { count, flag, moment, optional, text, textOrNull } from './storedFields';

// tenants/{t}/categories/{id}: a user category, written by the category callables (and the Slack
// settings, which route a category to its own channel); the tenant's members read them. The digest
// (tenants/{t}/digests/categories, contracts/digests.ts) copies what screens show of each.

const shown = {
  name: text,
  description: text,
  /** The display order (ascending). */
  order: count,
  /** The category's own Slack channel; null posts its inquiries to the default channel. */
  slackChannelId: optional(textOrNull),
  slackChannelName: optional(textOrNull),
};

export const categoryDocument = z.object({ ...shown, createdAt: moment, updatedAt: moment });

export type CategoryDocument = z.output<typeof categoryDocument>;

/** One category as the digest lists it: its id and what screens show. */
const categoryDigestEntry = z.object({ id: z.string(), ...shown });

/**
 * tenants/{t}/digests/categories: every category in display order, or none and `complete: false` when
 * they would not fit in a document. An entry without its id makes the whole list unreadable (null), so
 * readers go back to the collection rather than show a part of it.
 */
export const categoryDigestDocument = z.object({
  complete: flag,
  categories: z.catch(z.nullable(z.array(categoryDigestEntry)), null),
});
