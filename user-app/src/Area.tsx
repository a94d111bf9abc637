import type { RemoteAreaModule } from '@madoguchi/shared';
import { AreaRoutes, NotFoundView, lazyPage } from '@madoguchi/shared/ui';
import { Route } from '@madoguchi/shared/router';
import { UserAreaNav } from './features/navigation/UserAreaNav';

const TopPage = lazyPage(() => import('./features/top/TopPage'), 'TopPage');
const InquiriesPage = lazyPage(() => import('./features/inquiries/InquiriesPage'), 'InquiriesPage');
const InquiryDetailPage = lazyPage(() => import('./features/inquiries/InquiryDetailPage'), 'InquiryDetailPage');
const FaqPage = lazyPage(() => import('./features/faq/FaqPage'), 'FaqPage');
const ProfilePage = lazyPage(() => import('./features/profile/ProfilePage'), 'ProfilePage');
const NotificationSettingsPage = lazyPage(() => import('./features/notifications/NotificationSettingsPage'), 'NotificationSettingsPage');
const PatchNotesPage = lazyPage(() => import('./features/patchNotes/PatchNotesPage'), 'PatchNotesPage');

/**
 * The contract this area implements, as a literal fixed at build time (the shared package's constant
 * would be read from the shell's copy at run time); the type keeps it equal to the shared contract.
 */
export const contractVersion: RemoteAreaModule['contractVersion'] = 1;

/** ユーザー画面: the routes the shell mounts at /tenants/:tenantId/*. */
export default function UserArea() {
  return (
    <>
      <UserAreaNav />
      <AreaRoutes>
        <Route index element={<TopPage />} />
        <Route path="inquiries" element={<InquiriesPage />} />
        <Route path="inquiries/:inquiryId" element={<InquiryDetailPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="notifications" element={<NotificationSettingsPage />} />
        <Route path="patch-note" element={<PatchNotesPage />} />
        <Route path="*" element={<NotFoundView />} />
      </AreaRoutes>
    </>
  );
}
