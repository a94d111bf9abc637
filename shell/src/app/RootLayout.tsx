import { Button, Text } from '@fluentui/react-components';
import { useAuth, usePageTitle, watchAuthSession, whenIdle } from '@madoguchi/shared';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@madoguchi/shared/router';
import { NavigationGuard } from '../features/guard/NavigationGuard';
import { ScrollReset } from '../features/layout/ScrollReset';
import { ErrorBoundary } from '../lib/ErrorBoundary';

/**
 * A page whose code could not be loaded (offline, or a deploy replaced it): say so, offer a reload.
 * Built only from what the login page already loads, since loading more may be what failed.
 */
function PageLoadFailed() {
  usePageTitle('画面を読み込めませんでした');
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

/** Once someone is signed in: the remote loader too is left out of the login page's first load. */
function preloadFederationHost() {
  import('../features/remotes/remoteRegistry').then((registry) => registry.preloadFederationHost(), () => undefined);
}

export function RootLayout() {
  const { pathname } = useLocation();
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

  const { currentUserId } = useAuth();
  useEffect(() => (currentUserId ? whenIdle(preloadFederationHost) : undefined), [currentUserId]);

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
