import { useEffect } from 'react';
import { authStore, useAuth } from './authStore';
import { watchTenantUserName } from './tenantsRepository';

/** SPEC.md section 4: the stored user name follows tenants/{tenantId}/users/{uid}. */
export function useLiveUserName(): void {
  const { tenantId, currentUserId } = useAuth();
  useEffect(() => {
    if (!tenantId || !currentUserId) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void watchTenantUserName(tenantId, currentUserId, (name) => authStore.setState({ currentUserName: name })).then(
      (unsubscribe) => {
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [tenantId, currentUserId]);
}
