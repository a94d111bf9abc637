import { watchAuthSession, whenIdle } from '@madoguchi/shared';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { NavigationGuard } from '../features/guard/NavigationGuard';
import { ScrollReset } from '../features/layout/ScrollReset';

export function RootLayout() {
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

  return (
    <>
      <ScrollReset />
      <NavigationGuard>
        <Outlet />
      </NavigationGuard>
    </>
  );
}
