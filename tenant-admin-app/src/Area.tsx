import type { RemoteAreaModule } from '@madoguchi/shared';
import { AreaRoutes, NotFoundView, lazyPage } from '@madoguchi/shared/ui';
import { Route } from '@madoguchi/shared/router';
import { AdminAreaNav } from './features/navigation/AdminAreaNav';

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

/**
 * The contract this area implements, as a literal fixed at build time (the shared package's constant
 * would be read from the shell's copy at run time); the type keeps it equal to the shared contract.
 */
export const contractVersion: RemoteAreaModule['contractVersion'] = 1;

/** テナント管理画面: the routes the shell mounts at /tenants/:tenantId/admin/*. */
export default function TenantAdminArea() {
  return (
    <>
      <AdminAreaNav />
      <AreaRoutes>
        <Route index element={<AdminHomePage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/new" element={<UserRegistrationPage />} />
        <Route path="users/import" element={<UserImportPage />} />
        <Route path="users/:tenantUserId" element={<UserDetailPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="users/categories/new" element={<CategoryRegistrationPage />} />
        <Route path="users/categories/:categoryId" element={<CategoryEditorPage />} />
        <Route path="slack" element={<SlackSettingsPage />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="*" element={<NotFoundView />} />
      </AreaRoutes>
    </>
  );
}
