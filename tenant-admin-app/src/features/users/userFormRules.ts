import {
  ALREADY_REGISTERED,
  fieldProblems,
  normalizeEmail,
  normalizeNameReading,
  tenantUserFields,
} from '@madoguchi/shared/contracts';
import type { FieldRefusal, FormProblems } from '@madoguchi/shared/ui';

// The user form's values and checks: the fields of the createTenantUser / updateTenantUser contract,
// whose schema the server validates with too.

export interface UserFormValues {
  name: string;
  /** フリガナ as typed; '' when none. */
  nameReading: string;
  email: string;
  isTenantAdmin: boolean;
  categoryIds: string[];
}

export type UserFormProblems = FormProblems<UserFormValues>;

/** What is wrong with the form, field by field, in Japanese; the e-mail only when it is asked for. */
export function userFormProblems(values: UserFormValues, withEmail: boolean): UserFormProblems {
  const problems: UserFormProblems = fieldProblems(tenantUserFields, values);
  if (!withEmail) delete problems.email;
  return problems;
}

/** The values as the server stores them: name trimmed, reading in katakana, address half-width. */
export function normalizedUserForm(values: UserFormValues): UserFormValues {
  return { ...values, name: values.name.trim(), email: normalizeEmail(values.email), nameReading: normalizeNameReading(values.nameReading) };
}

/** An address registered already, found before sending or refused by the server, is said at the field. */
export function userFieldOf(error: unknown): FieldRefusal<UserFormValues> | null {
  return error instanceof Error && error.message === ALREADY_REGISTERED ? { field: 'email', message: ALREADY_REGISTERED } : null;
}

/** The refusal the registration page gives for an address it finds registered already. */
export const alreadyRegistered = () => new Error(ALREADY_REGISTERED);
