import { useEffect } from 'react';
import { authStore, useAuth } from './authStore';
import { recordTenantSignIn, signInIsUnrecorded, watchTenantUserSession } from './tenantsRepository';

/**
 * The stored user name follows tenants/{tenantId}/users/{uid} (docs/product.md#user-name). Once per
 * session and tenant it also records the sign-in there, when the tenant has not seen this one yet.
 */
export function useTenantUserSession(): void {
  const { tenantId, currentUserId, currentUser } = useAuth();
  useEffect(() => {
    if (!tenantId || !currentUserId) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let checked = false;
    const record = async (recorded: Date | null) => {
      const token = await currentUser?.getIdTokenResult();
      if (!cancelled && token && signInIsUnrecorded(recorded, new Date(token.authTime))) {
        await recordTenantSignIn(tenantId, currentUserId);
      }
    };
    void watchTenantUserSession(tenantId, currentUserId, (user) => {
      if (user.name) authStore.setState({ currentUserName: user.name });
      if (user.fromServer && !checked) {
        checked = true;
        // Informational only: a failed write leaves the last recorded time.
        record(user.lastSignInAt).catch(() => undefined);
      }
    }).then((unsubscribe) => {
      if (cancelled) unsubscribe();
      else stop = unsubscribe;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [tenantId, currentUserId, currentUser]);
}
