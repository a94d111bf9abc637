import type { Timestamp } from 'firebase-admin/firestore';
import type { systemUserDocument } from '@madoguchi/shared/contracts';
import type { Written } from '../platform/storedDocuments';

/**
 * systemUsers/{uid}, the listing mirror of the systemAdmin claim (written by the callables and the
 * seed); tokensValidAfter as on a membership (tenants/records.ts).
 */
export function systemUserRecord(email: string, name: string, addedBy: string | null, addedAt: Timestamp, tokensValidAfter: number | null = null): Written<typeof systemUserDocument> {
  return { email, name, addedAt, addedBy, ...(tokensValidAfter !== null && { tokensValidAfter }) };
}
