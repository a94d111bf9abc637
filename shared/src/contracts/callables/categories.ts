import * as z from 'zod/mini';
import { defineCallable } from '../callable';
import { docId, integer, multiLine, requestId, singleLine } from '../fields';

export const CATEGORY_LIMITS = { name: 50, description: 500, orderMax: 9999 } as const;

/** The fields a category form edits; the name is also unique in the tenant (checked by the server). */
export const categoryFields = z.strictObject({
  name: singleLine('カテゴリ名', CATEGORY_LIMITS.name),
  description: multiLine('説明', CATEGORY_LIMITS.description, 0),
  order: integer('表示順', 0, CATEGORY_LIMITS.orderMax),
});
const { name, description, order } = categoryFields.shape;

export interface CategoryResult {
  categoryId: string;
}

/** Tenant admin: a new user category. */
export const createCategory = defineCallable<CategoryResult>()(
  'createCategory',
  'tenantAdmin',
  z.strictObject({ requestId, tenantId: docId, name, description: z._default(description, ''), order: z._default(order, 0) }),
);

/** Tenant admin: name, description and order of a category. */
export const updateCategory = defineCallable<CategoryResult>()(
  'updateCategory',
  'tenantAdmin',
  z.strictObject({
    requestId,
    tenantId: docId,
    categoryId: docId,
    name: z.optional(name),
    description: z.optional(description),
    order: z.optional(order),
  }),
);

/** Tenant admin: deletes a category, moving what referred to it (users, FAQ entries, inquiries, canned replies). */
export const deleteCategory = defineCallable<CategoryResult & { moved: number; faqsDrafted: number }>()(
  'deleteCategory',
  'tenantAdmin',
  z.strictObject({
    requestId,
    tenantId: docId,
    categoryId: docId,
    /** Where users, FAQ entries, inquiries and canned replies of the deleted category go; null: to no category. */
    reassignTo: z.nullable(docId),
  }),
);
