import { categoryDigestEntry, type CategoryDigestEntry } from '../contracts/digests';
import type { DocumentLike } from './inquiryRecords';
import type { QueryPlan } from './queryPlan';

// A tenant's user categories as screens use them, read by the SDK or before it arrived (shell/src/early
// draws the users list's category column from these too). No SDK here.

/** A category as its document and the tenant's digest of them hold it. */
export type Category = CategoryDigestEntry;

/** The tenant's categories in their display order (members may read them). */
export const categoriesPlan = (tenantId: string): QueryPlan => ({
  collection: ['tenants', tenantId, 'categories'],
  where: [],
  orderBy: [['order', 'asc']],
});

/** A category document as the screens use it (the caller has checked that it exists). */
export function categoryOf(doc: DocumentLike): Category {
  return categoryDigestEntry(doc.id, doc.data() ?? {});
}

/** The names of a user's categories as the users list shows them. */
export function categoryNames(ids: readonly string[], categories: readonly Category[]): string {
  const names = ids.map((id) => categories.find((category) => category.id === id)?.name).filter(Boolean);
  return names.length ? names.join('、') : '—';
}
