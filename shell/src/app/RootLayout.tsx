import { watchAuthSession } from '@madoguchi/shared';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { NavigationGuard } from '../features/guard/NavigationGuard';
import { ScrollReset } from '../features/layout/ScrollReset';

const whenIdle = (task: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
  else setTimeout(task, 200);
};

export function RootLayout() {
  // The first screen is drawn from the stored session; the auth SDK confirms it once the page is idle.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    whenIdle(() => {
      void watchAuthSession().then((unsubscribe) => (cancelled ? unsubscribe() : (stop = unsubscribe)));
    });
    return () => {
      cancelled = true;
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
