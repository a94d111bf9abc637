import type { RemoteAreaModule } from '@madoguchi/shared';
import { AreaRoutes, areaRoutePreloader, lazyPage, type AreaPages } from '@madoguchi/shared/ui';
import { Navigate } from '@madoguchi/shared/router';
import { SYSTEM_ADMIN_ROUTES } from './routes';

const TenantsPage = lazyPage(() => import('./features/tenants/TenantsPage'), 'TenantsPage');
const SystemUsersPage = lazyPage(() => import('./features/systemUsers/SystemUsersPage'), 'SystemUsersPage');
const PatchNotesPage = lazyPage(() => import('./features/patchNotes/PatchNotesPage'), 'PatchNotesPage');
const PatchNoteRegistrationPage = lazyPage(() => import('./features/patchNotes/PatchNoteRegistrationPage'), 'PatchNoteRegistrationPage');
const PatchNoteEditPage = lazyPage(() => import('./features/patchNotes/PatchNoteEditPage'), 'PatchNoteEditPage');
const PatchNotePreviewPage = lazyPage(() => import('./features/patchNotes/PatchNotePreviewPage'), 'PatchNotePreviewPage');

const SupportInboxPage = lazyPage(() => import('./features/support/SupportInboxPage'), 'SupportInboxPage');
const SupportRequestPage = lazyPage(() => import('./features/support/SupportRequestPage'), 'SupportRequestPage');

/**
 * The contract this area implements, as a literal fixed at build time (the shared package's constant
 * would be read from the shell's copy at run time); the type keeps it equal to the shared contract.
 */
export const contractVersion: RemoteAreaModule['contractVersion'] = 1;

const PAGES: AreaPages<typeof SYSTEM_ADMIN_ROUTES> = {
  '': <Navigate to="tenants" replace />,
  tenants: <TenantsPage />,
  systemusers: <SystemUsersPage />,
  patchNote: <PatchNotesPage />,
  'patchNote/new': <PatchNoteRegistrationPage />,
  'patchNote/:patchNoteId': <PatchNoteEditPage />,
  'patchNote/:patchNoteId/preview/:previewId': <PatchNotePreviewPage />,
  support: <SupportInboxPage />,
  'support/:supportRequestId': <SupportRequestPage />,
};

/** Fetches the code of a page of this area ahead (RemoteAreaModule.preloadRoute). */
export const preloadRoute = areaRoutePreloader(SYSTEM_ADMIN_ROUTES, PAGES);

/** システム管理画面: the routes the shell mounts at /systemAdmin/*; the shell draws the navigation. */
export default function SystemAdminArea() {
  return <AreaRoutes routes={SYSTEM_ADMIN_ROUTES} pages={PAGES} />;
}
