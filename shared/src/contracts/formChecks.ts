import { personFields, tenantFields } from './callables/tenants';
import { normalizeEmail } from '../validation/halfWidth';
import { fieldProblems } from './problems';

// A person's 氏名 and メールアドレス, and a tenant's name, as the forms check them: with the contracts'
// fields, which the server validates with too, so a form shows the server's reason beside the field
// before sending. Here rather than in '@madoguchi/shared/data', which every first page loads: only the
// forms load the schemas.

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

/** Why a tenant name is not acceptable, in Japanese; null when it is. */
export function tenantNameProblem(name: string): string | null {
  return fieldProblems(tenantFields, { name }).name ?? null;
}
