import { Button, Text } from '@fluentui/react-components';
import { earlyPageShown, handOverEarlyPage, useAuth, usePageTitle, watchAuthSession, whenIdle } from '@madoguchi/shared';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from '@madoguchi/shared/router';
import { NavigationGuard } from '../features/guard/NavigationGuard';
import { ScrollReset } from '../features/layout/ScrollReset';
import { ErrorBoundary } from '../lib/ErrorBoundary';
import type { Roles } from '../lib/paths';

/**
 * A page whose code could not be loaded (offline, or a deploy replaced it): say so, offer a reload.
 * Built only from what the login page already loads, since loading more may be what failed.
 */
function PageLoadFailed() {
  usePageTitle('画面を読み込めませんでした');
  useLayoutEffect(handOverEarlyPage, []);
  return (
    <div role="alert" style={{ display: 'grid', justifyItems: 'start', gap: 12, padding: 24 }}>
      <Text weight="semibold">画面を読み込めませんでした。</Text>
      <Text>ネットワークの状態を確認してから、再読み込みしてください。</Text>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        再読み込み
      </Button>
    </div>
  );
}

/** Once someone is signed in (the remote loader too is left out of the login page's first load). */
function preloadAreas(person: Roles) {
  import('./areaPreloading').then((preloading) => preloading.preloadAreasByRole(person, window.location.pathname), () => undefined);
}

/** How long a page drawn before the app may stand in front of it, whatever the app's page is doing. */
const EARLY_PAGE_LIMIT_MS = 15_000;

/**
 * A page drawn before the app (shell/src/early) gives way when its page does (useEarlyPageHandover), and
 * here when the app goes elsewhere (the guard, a sign-out) or takes too long.
 */
function useEarlyPageLimits(pathname: string) {
  const [first] = useState(pathname);
  useLayoutEffect(() => {
    if (pathname !== first) handOverEarlyPage();
  }, [pathname, first]);
  useEffect(() => {
    if (!earlyPageShown()) return undefined;
    const timer = setTimeout(handOverEarlyPage, EARLY_PAGE_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
}

export function RootLayout() {
  const { pathname } = useLocation();
  useEarlyPageLimits(pathname);
  // The first screen is drawn from the stored session; the auth SDK confirms it once the page is idle.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void watchAuthSession().then((unsubscribe) => (cancelled ? unsubscribe() : (stop = unsubscribe)));
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, []);

  const { currentUserId, isSystemAdmin, tenants } = useAuth();
  // Once per person and set of tenants (the memberships arrive after the first page is drawn).
  const tenantKey = tenants.map((tenant) => `${tenant.id}:${tenant.isTenantAdmin}`).join();
  useEffect(() => {
    if (!currentUserId) return undefined;
    return whenIdle(() => preloadAreas({ isSystemAdmin, tenants }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tenantKey stands for tenants
  }, [currentUserId, isSystemAdmin, tenantKey]);

  return (
    <>
      <ScrollReset />
      <NavigationGuard>
        {/* Another page starts afresh after a failed one. The empty page stays while a page's code loads. */}
        <ErrorBoundary name="page" resetKey={pathname} fallback={() => <PageLoadFailed />}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </NavigationGuard>
    </>
  );
}
