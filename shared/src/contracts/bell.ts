// Plain values, no schema: the data entry (every signed-in page) reads the counter with them.

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
