import { messages, notify, useAuth } from '@madoguchi/shared';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@madoguchi/shared/router';
import { decideNavigation } from './decideNavigation';

/** Applies the guard's decision on every navigation; the permission alert is a toast. */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { pathname, key } = useLocation();
  const decision = decideNavigation(pathname, auth);
  const alertPermission = decision.kind === 'redirect' && decision.permissionAlert;

  useEffect(() => {
    if (alertPermission) notify.error(messages.permissionInsufficient);
  }, [alertPermission, pathname]);

  // Keyed by the location so a repeated redirect from a new navigation fires again.
  if (decision.kind === 'redirect') return <Navigate key={key} to={decision.to} replace />;
  return children;
}
