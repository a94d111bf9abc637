import { Spinner } from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { Routes } from '@madoguchi/shared/router';

/** A remote's route tree with one loading state for its lazily loaded pages. */
export function AreaRoutes({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner label="読み込み中…" style={{ padding: 48 }} />}>
      <Routes>{children}</Routes>
    </Suspense>
  );
}
