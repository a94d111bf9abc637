import type { RemoteAreaModule } from '@madoguchi/shared';
import { AreaRoutes, NotFoundView, lazyPage } from '@madoguchi/shared/ui';
import { Navigate, Route } from '@madoguchi/shared/router';
import { SystemAreaNav } from './features/navigation/SystemAreaNav';

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

/** システム管理画面: the routes the shell mounts at /systemAdmin/*. */
export default function SystemAdminArea() {
  return (
    <>
      <SystemAreaNav />
      <AreaRoutes>
        <Route index element={<Navigate to="tenants" replace />} />
        <Route path="tenants" element={<TenantsPage />} />
        <Route path="systemusers" element={<SystemUsersPage />} />
        <Route path="patchNote" element={<PatchNotesPage />} />
        <Route path="patchNote/new" element={<PatchNoteRegistrationPage />} />
        <Route path="patchNote/:patchNoteId" element={<PatchNoteEditPage />} />
        <Route path="patchNote/:patchNoteId/preview/:previewId" element={<PatchNotePreviewPage />} />
        <Route path="support" element={<SupportInboxPage />} />
        <Route path="support/:supportRequestId" element={<SupportRequestPage />} />
        <Route path="*" element={<NotFoundView />} />
      </AreaRoutes>
    </>
  );
}
