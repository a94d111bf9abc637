import { EMAIL_MAX, PERSON_NAME_MAX } from '../contracts/fields';
import { fieldProblems } from '../contracts/problems';
import { personFields } from '../contracts/callables/tenants';
import { normalizeEmail } from '../validation/halfWidth';

// A person's 氏名 and メールアドレス as the forms check them: with the contracts' fields, which the
// server validates with too, so a form shows the server's reason beside the field before sending.

export { PERSON_NAME_MAX, EMAIL_MAX };

/** Why a required text is not acceptable (empty once trimmed, or longer than `max`), or null. */
export function requiredTextProblem(label: string, value: string, max: number): string | null {
  const text = value.trim();
  if (!text) return `${label}を入力してください。`;
  return text.length > max ? `${label}は${max}文字以内で入力してください。` : null;
}

export interface PersonFields {
  name: string;
  email: string;
}

export type PersonProblems = Partial<Record<keyof PersonFields, string>>;

/** What is wrong with a person's 氏名 and メールアドレス, field by field. */
export function personProblems({ name, email }: PersonFields): PersonProblems {
  return fieldProblems(personFields, { name, email });
}

/** A person as the server stores them: the name trimmed, the address half-width and in lower case. */
export function normalizedPerson({ name, email }: PersonFields): PersonFields {
  return { name: name.trim(), email: normalizeEmail(email) };
}
