import type { RemoteAreaModule } from '@madoguchi/shared';
import { AreaRoutes, areaRoutePreloader, lazyPage, type AreaPages } from '@madoguchi/shared/ui';
import { TENANT_ADMIN_ROUTES } from './routes';

const AdminHomePage = lazyPage(() => import('./features/home/AdminHomePage'), 'AdminHomePage');
const UsersPage = lazyPage(() => import('./features/users/UsersPage'), 'UsersPage');
const UserRegistrationPage = lazyPage(() => import('./features/users/UserRegistrationPage'), 'UserRegistrationPage');
const UserImportPage = lazyPage(() => import('./features/users/UserImportPage'), 'UserImportPage');
const UserDetailPage = lazyPage(() => import('./features/users/UserDetailPage'), 'UserDetailPage');
const CategoriesPage = lazyPage(() => import('./features/categories/CategoriesPage'), 'CategoriesPage');
const CategoryRegistrationPage = lazyPage(() => import('./features/categories/CategoryRegistrationPage'), 'CategoryRegistrationPage');
const CategoryEditorPage = lazyPage(() => import('./features/categories/CategoryEditorPage'), 'CategoryEditorPage');
const SlackSettingsPage = lazyPage(() => import('./features/slack/SlackSettingsPage'), 'SlackSettingsPage');
const SupportPage = lazyPage(() => import('./features/support/SupportPage'), 'SupportPage');
const FaqSearchTestPage = lazyPage(() => import('./features/faqSearchTest/FaqSearchTestPage'), 'FaqSearchTestPage');
const AnalyticsPage = lazyPage(() => import('./features/analytics/AnalyticsPage'), 'AnalyticsPage');
const CannedRepliesPage = lazyPage(() => import('./features/cannedReplies/CannedRepliesPage'), 'CannedRepliesPage');
const CannedReplyRegistrationPage = lazyPage(() => import('./features/cannedReplies/CannedReplyRegistrationPage'), 'CannedReplyRegistrationPage');
const CannedReplyEditorPage = lazyPage(() => import('./features/cannedReplies/CannedReplyEditorPage'), 'CannedReplyEditorPage');

/**
 * The contract this area implements, as a literal fixed at build time (the shared package's constant
 * would be read from the shell's copy at run time); the type keeps it equal to the shared contract.
 */
export const contractVersion: RemoteAreaModule['contractVersion'] = 1;

const PAGES: AreaPages<typeof TENANT_ADMIN_ROUTES> = {
  '': <AdminHomePage />,
  users: <UsersPage />,
  'users/new': <UserRegistrationPage />,
  'users/import': <UserImportPage />,
  'users/:tenantUserId': <UserDetailPage />,
  categories: <CategoriesPage />,
  'users/categories/new': <CategoryRegistrationPage />,
  'users/categories/:categoryId': <CategoryEditorPage />,
  slack: <SlackSettingsPage />,
  support: <SupportPage />,
  'faq-search': <FaqSearchTestPage />,
  analytics: <AnalyticsPage />,
  'canned-replies': <CannedRepliesPage />,
  'canned-replies/new': <CannedReplyRegistrationPage />,
  'canned-replies/:cannedReplyId': <CannedReplyEditorPage />,
};

/** Fetches the code of a page of this area ahead (RemoteAreaModule.preloadRoute). */
export const preloadRoute = areaRoutePreloader(TENANT_ADMIN_ROUTES, PAGES);

/** テナント管理画面: the routes the shell mounts at /tenants/:tenantId/admin/*; the shell draws the navigation. */
export default function TenantAdminArea() {
  return <AreaRoutes routes={TENANT_ADMIN_ROUTES} pages={PAGES} />;
}
