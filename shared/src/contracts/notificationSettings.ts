// The notification grid (docs/product.md#notification-settings), one copy for the settings page and the
// server that applies it.

export const NOTIFICATION_EVENTS = ['inquiryReply', 'inquiryStatus', 'releaseNote', 'newInquiry'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_CHANNELS = ['inApp', 'mail', 'slack'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type Channels = Record<NotificationChannel, boolean>;
export type NotificationSettings = Record<NotificationEvent, Channels>;

/**
 * The events Slack can carry: what happens to one's own inquiry, as its thread in a direct message
 * from the app. New inquiries already reach the admins' channel, and release notes are not personal.
 */
export const SLACK_NOTIFICATION_EVENTS: readonly NotificationEvent[] = ['inquiryReply', 'inquiryStatus'];

/** What applies until a user saves their grid: everything in the bell, mail and Slack for what needs an answer. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  inquiryReply: { inApp: true, mail: true, slack: true },
  inquiryStatus: { inApp: true, mail: false, slack: false },
  releaseNote: { inApp: true, mail: false, slack: false },
  newInquiry: { inApp: true, mail: true, slack: false },
};

/** The events a user can hear of: new inquiries reach tenant admins only. */
export function notificationEventsFor(isTenantAdmin: boolean): NotificationEvent[] {
  return NOTIFICATION_EVENTS.filter((event) => isTenantAdmin || event !== 'newInquiry');
}

/**
 * One saved row of the grid, or `fallback` when it is missing or malformed. A row saved before the
 * Slack column existed keeps the default for Slack; an event Slack cannot carry is never sent there.
 */
export function channelsOf(value: unknown, event: NotificationEvent, fallback: Channels = DEFAULT_NOTIFICATION_SETTINGS[event]): Channels {
  if (typeof value !== 'object' || value === null || !('inApp' in value) || !('mail' in value)) return fallback;
  const slack = 'slack' in value ? value.slack === true : fallback.slack;
  return { inApp: value.inApp === true, mail: value.mail === true, slack: slack && SLACK_NOTIFICATION_EVENTS.includes(event) };
}

/**
 * The saved grid (tenants/{t}/users/{uid}/settings/notifications) as the settings page and the server
 * read it: each row through channelsOf, the defaults for what was never saved.
 */
export function notificationSettingsOf(data: unknown): NotificationSettings {
  const rows: Record<string, unknown> = typeof data === 'object' && data !== null ? { ...data } : {};
  return Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, channelsOf(rows[event], event)])) as NotificationSettings;
}
