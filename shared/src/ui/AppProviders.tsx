import { FluentProvider } from '@fluentui/react-components';
import { Suspense, lazy, type ReactNode } from 'react';
import { brandTheme } from '../theme/brandTheme';

// The Toaster arrives just after the first paint; notices raised before it wait in the bus.
const NotifyToaster = lazy(async () => ({ default: (await import('../notify/NotifyToaster')).NotifyToaster }));

/**
 * Theme and toasts. In the composed app only the shell renders this; a remote renders it only in
 * its standalone harness, so remote components always take the shell's theme.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FluentProvider theme={brandTheme} dir="ltr" lang="ja">
      {children}
      <Suspense fallback={null}>
        <NotifyToaster />
      </Suspense>
    </FluentProvider>
  );
}
