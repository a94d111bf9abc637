import * as z from 'zod/mini';
import { count, flag, moment, text } from './storedFields';

// tenants/{t}/users/{uid}/notifications/{id}: one entry of a user's bell, written by the server only
// (functions/src/notifications); its owner reads it and may mark it read.

export const notificationDocument = z.object({
  /** The event it tells of (notificationSettings' events). */
  type: text,
  title: text,
  /** The app path it leads to. */
  link: text,
  read: flag,
  createdAt: moment,
});

export type NotificationDocument = z.output<typeof notificationDocument>;

/** tenants/{t}/users/{uid}/counters/notifications (UNREAD_COUNTER): the bell's badge, kept by the server. */
export const unreadCounterDocument = z.object({ unread: count });
