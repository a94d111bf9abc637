import type { RemoteName } from '@madoguchi/shared';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SimpleLayout } from '../features/layout/SimpleLayout';
import { RootLayout } from './RootLayout';

async function remoteRoute(remote: RemoteName) {
  const { RemoteArea } = await import('../features/remotes/RemoteArea');
  return { element: <RemoteArea key={remote} remote={remote} /> };
}

async function mainLayoutRoute() {
  const [{ MainLayout }, { headerActions }] = await Promise.all([
    import('../features/layout/MainLayout'),
    import('./headerActions'),
  ]);
  return { element: <MainLayout headerActions={headerActions} /> };
}

/** SPEC.md section 2. Every page is loaded on demand; the three areas come from their remotes. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The first page's code is still loading: the empty page stays until it arrives.
    HydrateFallback: () => null,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        element: <SimpleLayout />,
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
          },
          {
            path: 'slack/oauth_redirect',
            lazy: async () => ({
              Component: (await import('../features/slack/SlackOAuthRedirectPage')).SlackOAuthRedirectPage,
            }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('@madoguchi/shared/ui')).NotFoundView }) },
        ],
      },
      {
        // The header and the remote loader stay off the login page's first load.
        lazy: mainLayoutRoute,
        children: [
          {
            path: 'select',
            lazy: async () => ({ Component: (await import('../features/tenants/SelectTenantPage')).SelectTenantPage }),
          },
          { path: 'systemAdmin/*', lazy: () => remoteRoute('system_admin_app') },
          { path: 'tenants/:tenantId/admin/*', lazy: () => remoteRoute('tenant_admin_app') },
          { path: 'tenants/:tenantId/*', lazy: () => remoteRoute('user_app') },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
