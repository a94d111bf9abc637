import type { DocumentLike } from './inquiryRecords';
import type { QueryPlan } from './queryPlan';
import { numberOf, textOf, textOrNull } from './values';

// A tenant's user categories as screens use them, read by the SDK or before it arrived (shell/src/early
// draws the users list's category column from these too). No SDK here.

export interface Category {
  id: string;
  name: string;
  description: string;
  order: number;
  /** The category's own Slack channel; null posts its inquiries to the default channel. */
  slackChannelId: string | null;
  slackChannelName: string | null;
}

/** The tenant's categories in their display order (members may read them). */
export const categoriesPlan = (tenantId: string): QueryPlan => ({
  collection: ['tenants', tenantId, 'categories'],
  where: [],
  orderBy: [['order', 'asc']],
});

/** A category document as the screens use it (the caller has checked that it exists). */
export function categoryOf(doc: DocumentLike): Category {
  const data = doc.data() ?? {};
  return {
    id: doc.id,
    name: textOf(data['name']),
    description: textOf(data['description']),
    order: numberOf(data['order']),
    slackChannelId: textOrNull(data['slackChannelId']),
    slackChannelName: textOrNull(data['slackChannelName']),
  };
}

/** The names of a user's categories as the users list shows them. */
export function categoryNames(ids: readonly string[], categories: readonly Category[]): string {
  const names = ids.map((id) => categories.find((category) => category.id === id)?.name).filter(Boolean);
  return names.length ? names.join('、') : '—';
}
