import * as z from 'zod/mini';
import { flag, flagSet, listOf, moment, oneOf, optional, text } from './storedFields';

// tenants/{t}/users/{uid}: a person as this tenant knows them. The server writes it (registration, the
// admins' edits, imports, category moves); its owner may write their name and the times the shell
// records (firestore.rules checks each key). The shell's first script decodes it too.

export const TENANT_USER_STATUSES = ['active', 'disabled'] as const;

export const tenantUserDocument = z.object({
  name: text,
  /** フリガナ in katakana; '' when none. */
  nameReading: text,
  /** What 氏名順 sorts by (functions/src/tenants/nameSortKey.ts): the reading, people without one last. */
  nameSortKey: text,
  email: text,
  isTenantAdmin: flag,
  categoryIds: listOf(z.string()),
  /** Anything but active reads as disabled, as the server's checks see it. */
  status: oneOf(TENANT_USER_STATUSES, 'disabled'),
  createdAt: moment,
  updatedAt: moment,
  /** When they last signed in and opened this tenant (recorded by the shell); absent while invited. */
  lastSignInAt: optional(moment),
  /** When they last opened the release notes (the unread badge counts from there). */
  patchNotesSeenAt: optional(moment),
});

export type TenantUserDocument = z.output<typeof tenantUserDocument>;

/**
 * tenants/{t}/userSearch/{key} (contracts/listSearch.ts): a user as the users list finds them by any
 * part of their name, reading or address, written by the server beside each write of the user.
 */
export const userSearchEntryDocument = z.object({
  uid: text,
  name: text,
  nameReading: text,
  email: text,
  isTenantAdmin: flag,
  status: oneOf(TENANT_USER_STATUSES, 'disabled'),
  categoryIds: listOf(z.string()),
  /** categoryIds as a set, for a filter beside the tokens' own. */
  categories: flagSet,
  createdAt: moment,
  /** The search tokens of name, reading and address (contracts/listSearch.ts). */
  tokens: flagSet,
});
