/**
 * Whether a Google sign-in redirect is in flight. Firebase marks it in session storage, so the
 * login page can tell without loading the auth SDK first.
 */
export function hasPendingRedirect(storage: Storage = sessionStorage): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith('firebase:pendingRedirect')) return true;
  }
  return false;
}
