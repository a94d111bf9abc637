import * as z from 'zod/mini';
import { defineCallable } from '../callable';
import { NOTIFICATION_LIMITS } from '../bell';
import { docId } from '../fields';

export { NOTIFICATION_LIMITS, UNREAD_COUNTER } from '../bell';

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
