import { requiredTextProblem, toHalfWidth, type Category } from '@madoguchi/shared/data';

// The form's values and checks. The limits are the server's (functions/src/categories/categoryCallables.ts:
// a trimmed name of 1 to 50 characters, unique in the tenant; a description of up to 500; an integer
// order from 0 to 9999), which checks everything again; here they only spare the admin a round trip.

export const CATEGORY_LIMITS = { name: 50, description: 500, orderMax: 9999 } as const;

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

/** Full-width digits (typed with a Japanese IME) count as digits. */
function orderOf(text: string): number | null {
  const digits = toHalfWidth(text);
  return /^\d{1,4}$/.test(digits) ? Number(digits) : null;
}

/** Problems in Japanese, by field; `others` are the tenant's other categories, whose names are taken. */
export function validateCategoryForm(values: CategoryFormValues, others: readonly Category[]): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  const name = values.name.trim();
  // Counted in UTF-16 units after trimming, as the server's zod counts them.
  const nameProblem = requiredTextProblem('カテゴリ名', name, CATEGORY_LIMITS.name);
  if (nameProblem) errors.name = nameProblem;
  else if (others.some((category) => category.name === name)) errors.name = `「${name}」という名前のユーザーカテゴリはすでにあります。`;

  if (values.description.trim().length > CATEGORY_LIMITS.description) {
    errors.description = `説明は${CATEGORY_LIMITS.description}文字以内で入力してください。`;
  }

  if (!values.order.trim()) errors.order = '表示順を入力してください。';
  else if (orderOf(values.order) === null) errors.order = `表示順は0〜${CATEGORY_LIMITS.orderMax}の整数で入力してください。`;
  return errors;
}

/** The fields to send for values that passed validateCategoryForm. */
export function categoryFieldsOf(values: CategoryFormValues): CategoryFields {
  return { name: values.name.trim(), description: values.description.trim(), order: orderOf(values.order) ?? 0 };
}
