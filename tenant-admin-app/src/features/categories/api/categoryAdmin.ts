import type { Query } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import { categoryOf, fetchPage, type Category, type PageCursor, type PageOf } from '@madoguchi/shared/data';

// What the tenant admin's category screens read besides the full live list (watchCategories, for
// forms and filters): the list a page at a time, one category for its editor and how much refers to
// each. Counts are aggregations, which cannot be listened to, so all of these are one-time reads.

/** A page of the tenant's categories in display order (ties by id, as watchCategories has them). */
export async function fetchCategoryPage(tenantId: string, size: number, after: PageCursor | null): Promise<PageOf<Category>> {
  const { db, sdk } = await loadFirestore();
  const query = sdk.query(sdk.collection(db, 'tenants', tenantId, 'categories'), sdk.orderBy('order', 'asc'));
  return fetchPage(query, size, after, categoryOf);
}

/** What refers to a category: its members, the FAQ entries shown to it and the inquiries filed in it. */
export interface CategoryUsage {
  users: number;
  faqs: number;
  inquiries: number;
}

async function countOf(query: Query): Promise<number> {
  const { sdk } = await loadFirestore();
  return (await sdk.getCountFromServer(query)).data().count;
}

/** The users whose categoryIds hold the category (tenant admins may list users, so they may count them). */
async function countMembers(tenantId: string, categoryId: string): Promise<number> {
  const { db, sdk } = await loadFirestore();
  return countOf(sdk.query(sdk.collection(db, 'tenants', tenantId, 'users'), sdk.where('categoryIds', 'array-contains', categoryId)));
}

/** How many users each category has, by category id. */
export async function fetchMemberCounts(tenantId: string, categoryIds: readonly string[]): Promise<Record<string, number>> {
  const counts = await Promise.all(categoryIds.map((id) => countMembers(tenantId, id)));
  return Object.fromEntries(categoryIds.map((id, index) => [id, counts[index] ?? 0]));
}

/** Everything deleting the category would move: the same three sets the server's deleteCategory moves. */
export async function fetchCategoryUsage(tenantId: string, categoryId: string): Promise<CategoryUsage> {
  const { db, sdk } = await loadFirestore();
  const tenant = (name: string) => sdk.collection(db, 'tenants', tenantId, name);
  const [users, faqs, inquiries] = await Promise.all([
    countMembers(tenantId, categoryId),
    countOf(sdk.query(tenant('faqs'), sdk.where('categoryIds', 'array-contains', categoryId))),
    countOf(sdk.query(tenant('inquiries'), sdk.where('categoryId', '==', categoryId))),
  ]);
  return { users, faqs, inquiries };
}

/** One category as stored now; null when there is none with that id. */
export async function fetchCategory(tenantId: string, categoryId: string): Promise<Category | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'tenants', tenantId, 'categories', categoryId));
  return snapshot.exists() ? categoryOf(snapshot) : null;
}
