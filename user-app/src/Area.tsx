import type { RemoteAreaModule } from '@madoguchi/shared';
import { AreaRoutes, areaRoutePreloader, lazyPage, type AreaPages } from '@madoguchi/shared/ui';
import { USER_AREA_ROUTES } from './routes';

const TopPage = lazyPage(() => import('./features/top/TopPage'), 'TopPage');
const InquiriesPage = lazyPage(() => import('./features/inquiries/InquiriesPage'), 'InquiriesPage');
const InquiryDetailPage = lazyPage(() => import('./features/inquiries/InquiryDetailPage'), 'InquiryDetailPage');
const FaqPage = lazyPage(() => import('./features/faq/FaqPage'), 'FaqPage');
const ProfilePage = lazyPage(() => import('./features/profile/ProfilePage'), 'ProfilePage');
const NotificationSettingsPage = lazyPage(() => import('./features/notifications/NotificationSettingsPage'), 'NotificationSettingsPage');
const PatchNotesPage = lazyPage(() => import('./features/patchNotes/PatchNotesPage'), 'PatchNotesPage');
const PatchNotePage = lazyPage(() => import('./features/patchNotes/PatchNotePage'), 'PatchNotePage');

/**
 * The contract this area implements, as a literal fixed at build time (the shared package's constant
 * would be read from the shell's copy at run time); the type keeps it equal to the shared contract.
 */
export const contractVersion: RemoteAreaModule['contractVersion'] = 1;

const PAGES: AreaPages<typeof USER_AREA_ROUTES> = {
  '': <TopPage />,
  inquiries: <InquiriesPage />,
  'inquiries/:inquiryId': <InquiryDetailPage />,
  faq: <FaqPage />,
  profile: <ProfilePage />,
  notifications: <NotificationSettingsPage />,
  'patch-note': <PatchNotesPage />,
  'patch-note/:patchNoteId': <PatchNotePage />,
};

/** Fetches the code of a page of this area ahead (RemoteAreaModule.preloadRoute). */
export const preloadRoute = areaRoutePreloader(USER_AREA_ROUTES, PAGES);

/** ユーザー画面: the routes the shell mounts at /tenants/:tenantId/*; the shell draws the navigation. */
export default function UserArea() {
  return <AreaRoutes routes={USER_AREA_ROUTES} pages={PAGES} />;
}
