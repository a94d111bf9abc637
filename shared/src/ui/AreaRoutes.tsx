import { Spinner } from '@fluentui/react-components';
import { Suspense, type ReactElement } from 'react';
import type { AreaRouteSpec } from '@madoguchi/shared';
import { Navigate, Route, Routes, matchPath } from '@madoguchi/shared/router';
import type { LazyPage } from './lazyPage';
import { NotFoundView } from './NotFoundView';

/** The page of each route of an area's table; the types make every route have one. */
export type AreaPages<Table extends readonly AreaRouteSpec[]> = Record<Table[number]['path'], ReactElement>;

interface Props<Routes extends readonly AreaRouteSpec[]> {
  /** The area's route table (its src/routes.ts), which the route crawler opens too. */
  routes: Routes;
  pages: AreaPages<Routes>;
}

const isLazyPage = (type: unknown): type is LazyPage => typeof (type as Partial<LazyPage> | null)?.preload === 'function';

/**
 * An area's RemoteAreaModule.preloadRoute: fetches the code of the page a path within the area opens
 * (following the area's own redirects), without rendering it. Paths it does not know are left alone.
 */
export function areaRoutePreloader<Table extends readonly AreaRouteSpec[]>(routes: Table, pages: AreaPages<Table>) {
  const preload = (path: string, redirects: number): void => {
    const pathname = `/${path.replace(/^\/+|\/+$/g, '')}`;
    const route = routes.find((candidate) => matchPath({ path: `/${candidate.path}`, end: true }, pathname));
    const page = route && pages[route.path as Table[number]['path']];
    if (!page) return;
    if (page.type === Navigate && redirects > 0) return preload(String((page.props as { to: string }).to), redirects - 1);
    if (isLazyPage(page.type)) page.type.preload().catch(() => undefined); // the render reports a failure
  };
  return (path: string) => preload(path, 2);
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
