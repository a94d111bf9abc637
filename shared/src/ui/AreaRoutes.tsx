import { Spinner } from '@fluentui/react-components';
import { Suspense, type ReactElement } from 'react';
import type { AreaRouteSpec } from '@madoguchi/shared';
import { Route, Routes } from '@madoguchi/shared/router';
import { NotFoundView } from './NotFoundView';

interface Props<Routes extends readonly AreaRouteSpec[]> {
  /** The area's route table (its src/routes.ts), which the route crawler opens too. */
  routes: Routes;
  /** The page of each route; the types make every route have one. */
  pages: Record<Routes[number]['path'], ReactElement>;
}

/** A remote's routes with one loading state for its lazily loaded pages, and its not-found page. */
export function AreaRoutes<Table extends readonly AreaRouteSpec[]>({ routes, pages }: Props<Table>) {
  return (
    <Suspense fallback={<Spinner label="読み込み中…" style={{ padding: 48 }} />}>
      <Routes>
        {routes.map(({ path }) =>
          path === '' ? <Route key="" index element={pages[path as Table[number]['path']]} /> : <Route key={path} path={path} element={pages[path as Table[number]['path']]} />,
        )}
        <Route path="*" element={<NotFoundView />} />
      </Routes>
    </Suspense>
  );
}
