import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NotifyToaster } from '../notify/NotifyToaster';
import { brandTheme } from '../theme/brandTheme';

/**
 * Theme and toasts. In the composed app only the shell renders this; a remote renders it only in
 * its standalone harness, so remote components always take the shell's theme.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FluentProvider theme={brandTheme} dir="ltr" lang="ja">
      {children}
      <NotifyToaster />
    </FluentProvider>
  );
}
