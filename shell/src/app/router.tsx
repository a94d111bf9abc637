import type { RemoteName } from '@madoguchi/shared';
import { Navigate, Route, Routes } from '@madoguchi/shared/router';
import { lazy } from 'react';
import { SimpleLayout } from '../features/layout/SimpleLayout';
import { AreaIntentProvider } from '../lib/areaIntent';
import { RootLayout } from './RootLayout';

// Declarative routes rather than a data router: the app loads nothing through route loaders, and the
// data router's code would weigh on the login page (issue 9: JavaScript before login is interactive).

const LoginPage = lazy(async () => ({ default: (await import('../features/auth/LoginPage')).LoginPage }));
const SlackOAuthRedirectPage = lazy(async () => ({
  default: (await import('../features/slack/SlackOAuthRedirectPage')).SlackOAuthRedirectPage,
}));
const NotFoundView = lazy(async () => ({ default: (await import('@madoguchi/shared/ui')).NotFoundView }));
const SelectTenantPage = lazy(async () => ({ default: (await import('../features/tenants/SelectTenantPage')).SelectTenantPage }));
// The header and the remote loader stay off the login page's first load.
const MainLayout = lazy(async () => {
  const [{ MainLayout: Layout }, { headerActions }, { preloadAreaOfPath }] = await Promise.all([
    import('../features/layout/MainLayout'),
    import('./headerActions'),
    import('./areaPreloading'),
  ]);
  return {
    default: () => (
      <AreaIntentProvider value={preloadAreaOfPath}>
        <Layout headerActions={headerActions} />
      </AreaIntentProvider>
    ),
  };
});
const RemoteArea = lazy(async () => ({ default: (await import('../features/remotes/RemoteArea')).RemoteArea }));

const area = (remote: RemoteName) => <RemoteArea key={remote} remote={remote} />;

/** SPEC.md section 2. Every page is loaded on demand; the three areas come from their remotes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route element={<SimpleLayout />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="slack/oauth_redirect" element={<SlackOAuthRedirectPage />} />
          <Route path="*" element={<NotFoundView />} />
        </Route>
        <Route element={<MainLayout />}>
          <Route path="select" element={<SelectTenantPage />} />
          <Route path="systemAdmin/*" element={area('system_admin_app')} />
          <Route path="tenants/:tenantId/admin/*" element={area('tenant_admin_app')} />
          <Route path="tenants/:tenantId/*" element={area('user_app')} />
        </Route>
      </Route>
    </Routes>
  );
}
