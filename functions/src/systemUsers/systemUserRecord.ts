import type { Timestamp } from 'firebase-admin/firestore';

/**
 * systemUsers/{uid}, the listing mirror of the systemAdmin claim (written by the callables and the
 * seed); tokensValidAfter as on a membership (tenants/records.ts).
 */
export function systemUserRecord(email: string, name: string, addedBy: string | null, addedAt: Timestamp, tokensValidAfter: number | null = null) {
  return { email, name, addedAt, addedBy, ...(tokensValidAfter !== null && { tokensValidAfter }) };
}
