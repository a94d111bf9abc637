import type { RestDocument } from './firestoreRest';

// Reads a page's first script started before the app arrived (shell/src/early), offered to the app's
// data layer, which takes each once instead of reading the same documents again (issue 23: reads per
// page view). Two separate builds meet only through this global.

interface Offered {
  at: number;
  read: Promise<unknown>;
}

declare global {
  interface Window {
    __madoguchiEarlyReads?: Record<string, Offered>;
  }
}

/** An offer this old is not taken: the app reads afresh. */
const FRESH_MS = 60_000;

/** What each early read is called, by what the app would read (the viewer is part of what the rules let them see). */
export const earlyReadKeys = {
  inquiry: (tenantId: string, inquiryId: string) => `inquiry/${tenantId}/${inquiryId}`,
  messages: (viewer: { tenantId: string; uid: string; isTenantAdmin: boolean }, inquiryId: string) =>
    `messages/${viewer.tenantId}/${inquiryId}/${viewer.uid}/${viewer.isTenantAdmin ? 'admin' : 'member'}`,
  /** The users list's first page as it opens (tenant admins only). */
  tenantUsers: (tenantId: string) => `tenantUsers/${tenantId}`,
};

export type EarlyDocument = Promise<RestDocument | null>;
export type EarlyQuery = Promise<RestDocument[]>;

export function offerEarlyRead(key: string, read: EarlyDocument | EarlyQuery, now = Date.now()): void {
  read.catch(() => undefined); // a failed read is the app's to do again, not an unhandled rejection
  (window.__madoguchiEarlyReads ??= {})[key] = { at: now, read };
}

/** The read offered under `key`, once, while fresh; null when there is none. */
export function takeEarlyRead<T extends EarlyDocument | EarlyQuery>(key: string, now = Date.now()): T | null {
  const offers = typeof window === 'undefined' ? undefined : window.__madoguchiEarlyReads;
  const offered = offers?.[key];
  if (!offered) return null;
  delete offers[key];
  return now - offered.at < FRESH_MS ? (offered.read as T) : null;
}
