import { emailProblem } from '@madoguchi/shared';

// The server's limits (functions/src/platform/input.ts personName, tenantUserCallables categoryIds),
// checked before sending so the admin sees the reason beside the field.
export const NAME_MAX = 50;
export const CATEGORIES_MAX = 20;

export interface UserFormValues {
  name: string;
  email: string;
  isTenantAdmin: boolean;
  categoryIds: string[];
}

export type UserFormProblems = Partial<Record<'name' | 'email' | 'categoryIds', string>>;

/** What is wrong with the form, field by field, in Japanese; the e-mail only when it is asked for. */
export function userFormProblems(values: UserFormValues, withEmail: boolean): UserFormProblems {
  const problems: UserFormProblems = {};
  const name = values.name.trim();
  if (!name) problems.name = '氏名を入力してください。';
  else if (name.length > NAME_MAX) problems.name = `氏名は${NAME_MAX}文字以内で入力してください。`;
  const email = withEmail ? emailProblem(values.email) : null;
  if (email) problems.email = email;
  if (values.categoryIds.length > CATEGORIES_MAX) problems.categoryIds = `ユーザーカテゴリは${CATEGORIES_MAX}個まで選べます。`;
  return problems;
}
