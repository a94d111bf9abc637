// Forms kept across a reload until sent (ui/useKeptDraft.ts) store what was typed in this browser, per
// user, tenant and form. Signing out forgets that user's: on a shared computer the next person must not
// find them in the browser's storage.

const PREFIX = 'madoguchi.draft/';

export const draftKey = (uid: string, tenantId: string, form: string) => `${PREFIX}${uid}/${tenantId}/${form}`;

/** Removes every draft the user kept in this browser. */
export function forgetDrafts(uid: string): void {
  try {
    const mine = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).filter((key): key is string => key?.startsWith(`${PREFIX}${uid}/`) === true);
    for (const key of mine) localStorage.removeItem(key);
  } catch {
    // No storage, nothing kept.
  }
}
