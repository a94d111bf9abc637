import { getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import { unreadCount, unreadCounterOf } from './unreadCounter';

const db = () => getFirestore(adminApp());

/**
 * Marks the caller's own notifications read, the ones named or all unread ones, and lowers their
 * unread count by as many as changed, in one transaction: calls at once (a double click, two tabs)
 * reread and change nothing more. Clearing all, when fewer than the limit were unread, puts the count
 * at exactly 0, which also mends any drift.
 */
export const markNotificationsRead = implement(contracts.markNotificationsRead, async (input, caller) => {
  const store = db();
  const user = store.doc(`tenants/${input.tenantId}/users/${caller.uid}`);
  const notifications = user.collection('notifications');
  const counter = unreadCounterOf(user);
  const limit = contracts.NOTIFICATION_LIMITS.markAll;
  return store.runTransaction(async (tx) => {
    // Ids name the caller's own documents only; a missing one changes nothing, one named twice counts once.
    const [found, count] = await Promise.all([
      'all' in input
        ? tx.get(notifications.where('read', '==', false).limit(limit)).then((page) => page.docs as DocumentSnapshot[])
        : tx.getAll(...[...new Set(input.notificationIds)].map((id) => notifications.doc(id))),
      tx.get(counter),
    ]);
    const unread = found.filter((doc) => doc.get('read') === false);
    for (const doc of unread) tx.update(doc.ref, { read: true });
    const before = Number(count.get(contracts.UNREAD_COUNTER.field) ?? 0);
    const after = 'all' in input && unread.length < limit ? 0 : Math.max(0, before - unread.length);
    if (after !== before) tx.set(counter, unreadCount(after));
    return { unread: after };
  });
});
