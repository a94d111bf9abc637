import { Navigate, Route, Routes } from '@madoguchi/shared/router';
import { lazy, type ComponentType, type ReactElement } from 'react';
import { SimpleLayout } from '../features/layout/SimpleLayout';
import { AreaIntentProvider } from '../lib/areaIntent';
import { RootLayout } from './RootLayout';
import { AREA_MOUNTS, SHELL_PAGES } from './routes';

// Declarative routes rather than a data router: the app loads nothing through route loaders, and the
// data router's code would weigh on the login page (issue 9: JavaScript before login is interactive).

let loginModule: { LoginPage: ComponentType } | undefined;

/**
 * The login page's code, fetched at start on the login page (bootstrap.tsx) so that its first render
 * is the login page itself: React replaces index.html's form (shell/src/early) with what it first
 * commits, and a loading state would blank the page and drop the focus for a moment.
 */
export const loadLoginPage = () => import('../features/auth/LoginPage').then((module) => (loginModule = module));

type PageModule = { default: ComponentType };

/** A module already here, given at once: React.lazy does not suspend on a thenable that resolves synchronously. */
const given = (module: PageModule) => ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;

const LoginPage = lazy(() =>
  loginModule ? given({ default: loginModule.LoginPage }) : loadLoginPage().then((module) => ({ default: module.LoginPage })),
);
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
const RemoteArea = lazy(async () => ({ default: (await import('../features/remotes/RemoteArea')).RemoteArea }));

const PAGES: Record<(typeof SHELL_PAGES)[number]['path'], ReactElement> = {
  login: <LoginPage />,
  'slack/oauth_redirect': <SlackOAuthRedirectPage />,
  select: <SelectTenantPage />,
};

const pagesOf = (layout: 'simple' | 'main') =>
  SHELL_PAGES.filter((page) => page.layout === layout).map(({ path }) => <Route key={path} path={path} element={PAGES[path]} />);

/** SPEC.md section 2. Every page is loaded on demand; the three areas come from their remotes. */
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
