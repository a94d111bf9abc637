import { loadFirestore } from '@madoguchi/shared';

// Shared because the release notes (patchNotes.ts), which the shell and the users' area read, record
// on this document what a user has seen.

/** The signed-in user's own document, tenants/{tenantId}/users/{uid}. */
export async function ownUserDoc(tenantId: string, uid: string) {
  const { db, sdk } = await loadFirestore();
  return { sdk, ref: sdk.doc(db, 'tenants', tenantId, 'users', uid) };
}

