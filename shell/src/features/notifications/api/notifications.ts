import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import { decodeDocument, notificationDocument, UNREAD_COUNTER, unreadCounterDocument, type NotificationDocument } from '@madoguchi/shared/contracts';
import type { Subscribe } from '@madoguchi/shared/data';

/** An in-app notification (the bell), as the server writes it. */
export type AppNotification = NotificationDocument & { id: string };

async function notificationsOf(tenantId: string, uid: string) {
  const { db, sdk } = await loadFirestore();
  return { sdk, collection: sdk.collection(db, 'tenants', tenantId, 'users', uid, 'notifications') };
}

const toNotification = (doc: QueryDocumentSnapshot<DocumentData>): AppNotification => ({ id: doc.id, ...decodeDocument(notificationDocument, doc.data()) });

/** The user's latest `count` notifications, newest first, live (the bell reads them only while open). */
export function watchNotifications(tenantId: string, uid: string, count: number): Subscribe<AppNotification[]> {
  return async (onData, onError) => {
    const { sdk, collection } = await notificationsOf(tenantId, uid);
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
    const { db, sdk } = await loadFirestore();
    const counter = sdk.doc(db, 'tenants', tenantId, 'users', uid, UNREAD_COUNTER.collection, UNREAD_COUNTER.id);
    return sdk.onSnapshot(counter, (snapshot) => onData(Math.max(0, decodeDocument(unreadCounterDocument, snapshot.data()).unread)), onError);
  };
}
