import { Suspense, lazy } from 'react';

// Loaded with the header, never on the login page; the bell itself (and the Firestore code it needs)
// comes after the header has drawn.
const NotificationBell = lazy(async () => ({
  default: (await import('../features/notifications/NotificationBell')).NotificationBell,
}));

/** What the header shows beside the user menu. */
export const headerActions = (
  <Suspense fallback={null}>
    <NotificationBell />
  </Suspense>
);
