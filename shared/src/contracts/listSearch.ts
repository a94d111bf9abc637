import { CONTROL } from './fields';

// The keyword search index of the inquiries and users lists: one entry per inquiry and per tenant user
// under the tenant, written by the server whenever a searchable field changes
// (functions/src/listSearch), read by the lists (shared/src/data/searchPage.ts), written by no client
// (firestore.rules). An entry holds the tokens of its text (shared/src/search/keywordTokens.ts) as
// `tokens.<token>: true` and the lists' other filters as plain fields, so that one query of equality
// filters, which Firestore merges over single-field indexes, finds the candidates of a page. Such a
// query comes back in the order of the entries' ids: the keys below make that order a useful one.

/** Where each list's entries live, under tenants/{tenantId}. */
export const LIST_SEARCH_COLLECTIONS = { inquiries: 'inquirySearch', users: 'userSearch' } as const;

/** The field path of a token's equality filter; tokens are normalised text, never '.', '/', '`' or '_'. */
export const tokenField = (token: string): string => `tokens.${token}`;

/** The field path of a user category's equality filter (array-contains would need a composite index). */
export const categoryField = (categoryId: string): string => `categories.${categoryId}`;

/** tenants/{t}/inquirySearch/{inquirySearchKey}. */
export interface InquirySearchEntry {
  inquiryId: string;
  number: number;
  requesterUid: string;
  status: string;
  categoryId: string | null;
  /** searchableText of the title, the requester's name and the body: what the exact check reads. */
  text: string;
  tokens: Record<string, true>;
}

/** Numbers up to this many digits keep their order in a key; the lists' number search takes as many. */
const NUMBER_DIGITS = 9;
const LARGEST_NUMBER = 10 ** NUMBER_DIGITS - 1;

/**
 * An inquiry's entry id: its number counted down from the largest, zero-padded, so that the index
 * lists the newest inquiry first; numbers never change, so neither does the key. The inquiry's id
 * keeps two inquiries apart should they ever share a number.
 */
export function inquirySearchKey(number: number, inquiryId: string): string {
  const bounded = Math.min(Math.max(Math.trunc(Number.isFinite(number) ? number : 0), 0), LARGEST_NUMBER);
  return `${String(LARGEST_NUMBER - bounded).padStart(NUMBER_DIGITS, '0')}-${inquiryId}`;
}

/** tenants/{t}/userSearch/{userSearchKey}: the users list's row as well, so a page reads nothing more. */
export interface UserSearchEntry<Time> {
  uid: string;
  name: string;
  nameReading: string;
  email: string;
  isTenantAdmin: boolean;
  status: string;
  categoryIds: string[];
  categories: Record<string, true>;
  createdAt: Time | null;
  tokens: Record<string, true>;
}

// Below every character a name holds (one-line fields refuse control characters; any that reached a
// document some other way become spaces), so the key orders by sort key, then name, then uid, as the
// list's 氏名順 does.
const KEY_PARTS = '\u0001';
const CONTROLS = new RegExp(CONTROL.source, 'g');

/**
 * A user's entry id: the name's sort key (nameSortKey), the name and the uid, so that the index lists
 * people in 氏名順. It changes with the name or reading: the server then moves the entry. A '/' (not
 * allowed in ids) is written as '∕'.
 */
export function userSearchKey(sortKey: string, name: string, uid: string): string {
  return [sortKey, name, uid].map((part) => part.replace(CONTROLS, ' ').replaceAll('/', '\u2215')).join(KEY_PARTS);
}
