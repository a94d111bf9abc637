import { NotFoundView } from '@madoguchi/shared';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { MainLayout } from '../features/layout/MainLayout';
import { SimpleLayout } from '../features/layout/SimpleLayout';
import { RemoteArea } from '../features/remotes/RemoteArea';
import { RootLayout } from './RootLayout';

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
          { path: '*', element: <NotFoundView /> },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          {
            path: 'select',
            lazy: async () => ({ Component: (await import('../features/tenants/SelectTenantPage')).SelectTenantPage }),
          },
          { path: 'systemAdmin/*', element: <RemoteArea key="system_admin_app" remote="system_admin_app" /> },
          { path: 'tenants/:tenantId/admin/*', element: <RemoteArea key="tenant_admin_app" remote="tenant_admin_app" /> },
          { path: 'tenants/:tenantId/*', element: <RemoteArea key="user_app" remote="user_app" /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
