import type { Timestamp } from 'firebase-admin/firestore';

/** systemUsers/{uid}, the listing mirror of the systemAdmin claim (written by the callables and the seed). */
export function systemUserRecord(email: string, name: string, addedBy: string | null, addedAt: Timestamp) {
  return { email, name, addedAt, addedBy };
}
