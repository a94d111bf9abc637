import { Navigate, Route, Routes } from '@madoguchi/shared/router';
import { preloadableLazy } from '@madoguchi/shared';
import { lazy, type ReactElement } from 'react';
import { SimpleLayout } from '../features/layout/SimpleLayout';
import { AreaIntentProvider } from '../lib/areaIntent';
import { RemoteArea } from './remoteAreaCode';
import { RootLayout } from './RootLayout';
import { AREA_MOUNTS, SHELL_PAGES } from './routes';

// Declarative routes rather than a data router: the app loads nothing through route loaders, and the
// data router's code would weigh on the login page (issue 9: JavaScript before login is interactive).

/**
 * The login page, fetched at start on the login page (bootstrap.tsx) so that its first render is the
 * login page itself: React replaces index.html's form (shell/src/early) with what it first commits,
 * and a loading state would blank the page and drop the focus for a moment.
 */
export const LoginPage = preloadableLazy(() => import('../features/auth/LoginPage').then((module) => module.LoginPage));
const SlackOAuthRedirectPage = lazy(async () => ({
  default: (await import('../features/slack/SlackOAuthRedirectPage')).SlackOAuthRedirectPage,
}));
const NotFoundView = lazy(async () => ({ default: (await import('@madoguchi/shared/ui')).NotFoundView }));
const SelectTenantPage = lazy(async () => ({ default: (await import('../features/tenants/SelectTenantPage')).SelectTenantPage }));
// The header and the remote loader stay off the login page's first load.
const MainLayout = lazy(async () => {
  const [{ MainLayout: Layout }, { MainNav }, { headerActions }, { preloadAreaOfPath }] = await Promise.all([
    import('../features/layout/MainLayout'),
    import('../features/navigation/MainNav'),
    import('./headerActions'),
    import('./areaPreloading'),
  ]);
  return {
    default: () => (
      <AreaIntentProvider value={preloadAreaOfPath}>
        <Layout headerActions={headerActions} navigation={<MainNav />} />
      </AreaIntentProvider>
    ),
  };
});

const PAGES: Record<(typeof SHELL_PAGES)[number]['path'], ReactElement> = {
  login: <LoginPage />,
  'slack/oauth_redirect': <SlackOAuthRedirectPage />,
  select: <SelectTenantPage />,
};

const pagesOf = (layout: 'simple' | 'main') =>
  SHELL_PAGES.filter((page) => page.layout === layout).map(({ path }) => <Route key={path} path={path} element={PAGES[path]} />);

/** docs/product.md#routes-and-the-guard. Every page is loaded on demand; the three areas come from their remotes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route element={<SimpleLayout />}>
          {pagesOf('simple')}
          <Route path="*" element={<NotFoundView />} />
        </Route>
        <Route element={<MainLayout />}>
          {pagesOf('main')}
          {AREA_MOUNTS.map(({ remote, path }) => (
            <Route key={remote} path={`${path}/*`} element={<RemoteArea key={remote} remote={remote} />} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}
