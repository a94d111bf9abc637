import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore';
import { loadFirestore } from '@madoguchi/shared';
import type { Subscribe } from './useLiveData';
import { dateOf, textOf } from './values';

/** An in-app notification (the bell), as the server's triggers write it. */
export interface AppNotification {
  id: string;
  type: string;
  title: string;
  /** The app path it leads to. */
  link: string;
  read: boolean;
  createdAt: Date | null;
}

// A batch holds at most 500 writes; more unread than that is cleared by pressing again.
const MARK_ALL_BATCH = 500;

async function notificationsOf(tenantId: string, uid: string) {
  const { db, sdk } = await loadFirestore();
  return { db, sdk, collection: sdk.collection(db, 'tenants', tenantId, 'users', uid, 'notifications') };
}

function toNotification(doc: QueryDocumentSnapshot<DocumentData>): AppNotification {
  return {
    id: doc.id,
    type: textOf(doc.get('type')),
    title: textOf(doc.get('title')),
    link: textOf(doc.get('link')),
    read: doc.get('read') === true,
    createdAt: dateOf(doc.get('createdAt')),
  };
}

/** The user's latest `count` notifications, newest first, live. */
export function watchNotifications(tenantId: string, uid: string, count: number): Subscribe<AppNotification[]> {
  return async (onData, onError) => {
    const { sdk, collection } = await notificationsOf(tenantId, uid);
    const query = sdk.query(collection, sdk.orderBy('createdAt', 'desc'), sdk.limit(count));
    return sdk.onSnapshot(query, (snapshot) => onData(snapshot.docs.map(toNotification)), onError);
  };
}

/** The owner may change only `read` (firestore.rules). */
export async function markNotificationRead(tenantId: string, uid: string, notificationId: string): Promise<void> {
  const { sdk, collection } = await notificationsOf(tenantId, uid);
  await sdk.updateDoc(sdk.doc(collection, notificationId), { read: true });
}

/** Marks every unread notification read, also those older than the bell shows. */
export async function markAllNotificationsRead(tenantId: string, uid: string): Promise<void> {
  const { db, sdk, collection } = await notificationsOf(tenantId, uid);
  const unread = await sdk.getDocs(sdk.query(collection, sdk.where('read', '==', false), sdk.limit(MARK_ALL_BATCH)));
  if (unread.empty) return;
  const batch = sdk.writeBatch(db);
  unread.docs.forEach((doc) => batch.update(doc.ref, { read: true }));
  await batch.commit();
}
