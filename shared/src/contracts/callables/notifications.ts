import * as z from 'zod/mini';
import { defineCallable } from '../callable';
import { docId } from '../fields';

/**
 * The bell: how many of the latest notifications it lists (read only while it is open), and how many
 * unread ones one 「すべて既読にする」 clears (more than that are cleared by pressing again): with the
 * counter, one transaction's 500 writes.
 */
export const NOTIFICATION_LIMITS = { bell: 20, markAll: 499 } as const;

/**
 * tenants/{t}/users/{uid}/counters/notifications: `unread`, the owner's unread notifications, kept by
 * the server wherever a notification is written or marked read, so the bell shows its badge from one
 * document rather than reading the list on every page view. Readable by its owner only.
 */
export const UNREAD_COUNTER = { collection: 'counters', id: 'notifications', field: 'unread' } as const;

export interface MarkNotificationsReadResult {
  /** The caller's unread notifications in the tenant afterwards. */
  unread: number;
}

/**
 * Marks the caller's own notifications read: the ones named (those the bell shows), or all unread
 * ones (up to NOTIFICATION_LIMITS.markAll a call). Repeating a call changes nothing more.
 */
export const markNotificationsRead = defineCallable<MarkNotificationsReadResult>()(
  'markNotificationsRead',
  'member',
  z.union(
    [
      z.strictObject({
        tenantId: docId,
        notificationIds: z.array(docId).check(
          z.minLength(1, { error: '既読にするお知らせを指定してください。' }),
          z.maxLength(NOTIFICATION_LIMITS.bell, { error: `一度に既読にできるお知らせは${NOTIFICATION_LIMITS.bell}件までです。` }),
        ),
      }),
      z.strictObject({ tenantId: docId, all: z.literal(true) }),
    ],
    { error: '既読にするお知らせの指定が正しくありません。' },
  ),
);
