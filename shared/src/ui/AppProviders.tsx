import { FluentProvider } from '@fluentui/react-components';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../firebase/lazy';
import { brandTheme } from '../theme/brandTheme';
import { usePhoneTouchTargets } from '../theme/touchTargets';

// The Toaster is not needed to draw the first page: it loads once the page is idle. Notices raised
// before that wait in the bus and appear as soon as it mounts.
const NotifyToaster = lazy(async () => ({ default: (await import('../notify/NotifyToaster')).NotifyToaster }));

function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <NotifyToaster />
    </Suspense>
  ) : null;
}

/**
 * Theme, phone-sized touch targets and toasts. In the composed app only the shell renders this; a remote renders it only in
 * its standalone harness, so remote components always take the shell's theme.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  usePhoneTouchTargets();
  return (
    <FluentProvider theme={brandTheme} dir="ltr" lang="ja">
      {children}
      <DeferredToaster />
    </FluentProvider>
  );
}
