// The notification grid of DESIGN.md 5.4 as the client sees it. The server decides with the same
// defaults (functions/src/notifications/notify.ts, which the client cannot import); a unit test holds
// the two copies equal.

export const NOTIFICATION_EVENTS = ['inquiryReply', 'inquiryStatus', 'releaseNote', 'newInquiry'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_CHANNELS = ['inApp', 'mail'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type Channels = Record<NotificationChannel, boolean>;
export type NotificationSettings = Record<NotificationEvent, Channels>;

/** What the server applies until a user saves their grid. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  inquiryReply: { inApp: true, mail: true },
  inquiryStatus: { inApp: true, mail: false },
  releaseNote: { inApp: true, mail: false },
  newInquiry: { inApp: true, mail: true },
};

/** The events a user can hear of: new inquiries reach tenant admins only. */
export function notificationEventsFor(isTenantAdmin: boolean): NotificationEvent[] {
  return NOTIFICATION_EVENTS.filter((event) => isTenantAdmin || event !== 'newInquiry');
}
