import { CATEGORY_LIMITS, categoryFields, fieldProblems } from '@madoguchi/shared/contracts';
import { toHalfWidth, type Category } from '@madoguchi/shared/data';

// The form's values and checks: the fields of the createCategory / updateCategory contract, whose
// schema the server validates with too; the name is also unique in the tenant.

export { CATEGORY_LIMITS };

/** As typed: the order is text until it is checked. */
export interface CategoryFormValues {
  name: string;
  description: string;
  order: string;
}

/** What is sent to createCategory / updateCategory. */
export interface CategoryFields {
  name: string;
  description: string;
  order: number;
}

export type CategoryFormErrors = Partial<Record<keyof CategoryFormValues, string>>;

export function formOf(category: Category): CategoryFormValues {
  return { name: category.name, description: category.description, order: String(category.order) };
}

/** A new category goes after the last one unless the admin says otherwise. */
export function newCategoryForm(existing: readonly Category[]): CategoryFormValues {
  const last = Math.max(0, ...existing.map((category) => category.order));
  return { name: '', description: '', order: String(Math.min(last + 1, CATEGORY_LIMITS.orderMax)) };
}

/** Whole numbers only (1.5 and 1e3 are not); full-width digits, typed with a Japanese IME, count. */
function orderOf(text: string): number {
  const digits = toHalfWidth(text);
  return /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** Problems in Japanese, by field; `others` are the tenant's other categories, whose names are taken. */
export function validateCategoryForm(values: CategoryFormValues, others: readonly Category[]): CategoryFormErrors {
  const errors: CategoryFormErrors = fieldProblems(categoryFields, categoryFieldsOf(values));
  if (!values.order.trim()) errors.order = '表示順を入力してください。';
  const name = values.name.trim();
  if (!errors.name && others.some((category) => category.name === name)) errors.name = `「${name}」という名前のユーザーカテゴリはすでにあります。`;
  return errors;
}

/** The fields to send for values that passed validateCategoryForm. */
export function categoryFieldsOf(values: CategoryFormValues): CategoryFields {
  return { name: values.name.trim(), description: values.description.trim(), order: orderOf(values.order) };
}
