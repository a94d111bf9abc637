import { loadFirestore } from '@madoguchi/shared';
import { UNREAD_COUNTER, type NotificationDocument } from '@madoguchi/shared/contracts';
import type { Subscribe } from '@madoguchi/shared/data';

/** An in-app notification (the bell), as the server writes it. */
export type AppNotification = NotificationDocument & { id: string };

/** The SDK and the bell's decoders (./notificationRecords, loaded beside the SDK). */
async function readers() {
  const [{ db, sdk }, records] = await Promise.all([loadFirestore(), import('./notificationRecords')]);
  return { db, sdk, ...records };
}

/** The user's latest `count` notifications, newest first, live (the bell reads them only while open). */
export function watchNotifications(tenantId: string, uid: string, count: number): Subscribe<AppNotification[]> {
  return async (onData, onError) => {
    const { db, sdk, toNotification } = await readers();
    const collection = sdk.collection(db, 'tenants', tenantId, 'users', uid, 'notifications');
    const query = sdk.query(collection, sdk.orderBy('createdAt', 'desc'), sdk.limit(count));
    return sdk.onSnapshot(query, (snapshot) => onData(snapshot.docs.map(toNotification)), onError);
  };
}

/**
 * The user's unread notifications in the tenant, live: one counter document the server keeps
 * (UNREAD_COUNTER), so the badge costs one read however many notifications there are.
 */
export function watchUnreadCount(tenantId: string, uid: string): Subscribe<number> {
  return async (onData, onError) => {
    const { db, sdk, unreadOf } = await readers();
    const counter = sdk.doc(db, 'tenants', tenantId, 'users', uid, UNREAD_COUNTER.collection, UNREAD_COUNTER.id);
    return sdk.onSnapshot(counter, (snapshot) => onData(unreadOf(snapshot)), onError);
  };
}
