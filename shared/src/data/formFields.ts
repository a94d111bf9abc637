import { emailProblem } from '../validation/email';
import { normalizeEmail } from '../validation/halfWidth';

// The server's limits on names and e-mail addresses (functions/src/platform/input.ts personName and
// email), checked before sending so a form shows the reason beside the field, in Japanese.

export const PERSON_NAME_MAX = 50;
export const EMAIL_MAX = 254;

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
  const problems: PersonProblems = {};
  const nameProblem = requiredTextProblem('氏名', name, PERSON_NAME_MAX);
  if (nameProblem) problems.name = nameProblem;
  const emailText = normalizeEmail(email);
  const addressProblem = emailText.length > EMAIL_MAX ? `メールアドレスは${EMAIL_MAX}文字以内で入力してください。` : emailProblem(emailText);
  if (addressProblem) problems.email = addressProblem;
  return problems;
}

/** A person as the server stores them: the name trimmed, the address half-width and in lower case. */
export function normalizedPerson({ name, email }: PersonFields): PersonFields {
  return { name: name.trim(), email: normalizeEmail(email) };
}
