import { normalizedPerson, personProblems, type PersonProblems } from '@madoguchi/shared/data';
import { nameReadingProblem, normalizeNameReading } from './nameReading';

// The server's limit on categories (tenantUserCallables categoryIds), checked before sending so the
// admin sees the reason beside the field; names and e-mails follow the shared person rules.
export const CATEGORIES_MAX = 20;

/** The server's answer to registering an address twice (functions tenantUsers.ts), said before sending. */
export const ALREADY_REGISTERED = 'このメールアドレスのユーザーはすでに登録されています。';

export interface UserFormValues {
  name: string;
  /** フリガナ as typed; '' when none. */
  nameReading: string;
  email: string;
  isTenantAdmin: boolean;
  categoryIds: string[];
}

export type UserFormProblems = PersonProblems & { nameReading?: string; categoryIds?: string };

/** What is wrong with the form, field by field, in Japanese; the e-mail only when it is asked for. */
export function userFormProblems(values: UserFormValues, withEmail: boolean): UserFormProblems {
  const { name, email } = personProblems(values);
  const nameReading = nameReadingProblem(normalizeNameReading(values.nameReading));
  return {
    ...(name && { name }),
    ...(nameReading && { nameReading }),
    ...(withEmail && email && { email }),
    ...(values.categoryIds.length > CATEGORIES_MAX && { categoryIds: `ユーザーカテゴリは${CATEGORIES_MAX}個まで選べます。` }),
  };
}

/** The values as the server stores them: name trimmed, reading in katakana, address half-width. */
export function normalizedUserForm(values: UserFormValues): UserFormValues {
  return { ...values, ...normalizedPerson(values), nameReading: normalizeNameReading(values.nameReading) };
}
