import { getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import { changeWhenUnchanged } from '../platform/optimistic';
import { unreadCount, unreadCounterOf } from './unreadCounter';

const db = () => getFirestore(adminApp());
const unreadIn = (counter: DocumentSnapshot) => Number(counter.get(contracts.UNREAD_COUNTER.field) ?? 0);

/**
 * Marks the caller's own notifications read, the ones named or all unread ones, and lowers their
 * unread count by as many as changed. Calls at once (a double click, two tabs, a script) each read
 * freely and write only if the counter and every notification they change are still as read
 * (platform/optimistic.ts): a transaction here queued 30 calls on the counter's lock until some timed
 * out. The loser of a round reads again and changes nothing more. Clearing all, when fewer than the
 * limit were unread, puts the count at exactly 0, which also mends any drift.
 */
export const markNotificationsRead = implement(contracts.markNotificationsRead, async (input, caller) => {
  const store = db();
  const user = store.doc(`tenants/${input.tenantId}/users/${caller.uid}`);
  const notifications = user.collection('notifications');
  const limit = contracts.NOTIFICATION_LIMITS.markAll;
  return changeWhenUnchanged(store, unreadCounterOf(user), async (count) => {
    // Ids name the caller's own documents only; a missing one changes nothing, one named twice counts once.
    const found: DocumentSnapshot[] =
      'all' in input
        ? (await notifications.where('read', '==', false).limit(limit).get()).docs
        : await store.getAll(...[...new Set(input.notificationIds)].map((id) => notifications.doc(id)));
    const unread = found.filter((doc) => doc.exists && !contracts.decodeDocument(contracts.notificationDocument, doc.data()).read);
    const before = unreadIn(count);
    const after = 'all' in input && unread.length < limit ? 0 : Math.max(0, before - unread.length);
    // Nothing to change (a call at once may have changed it after the counter was read): the count as of now.
    if (unread.length === 0 && after === before) return { data: null, result: { unread: unreadIn(await count.ref.get()) } };
    return {
      data: unreadCount(after),
      also: (batch) => {
        for (const doc of unread) batch.update(doc.ref, { read: true }, { lastUpdateTime: doc.updateTime! });
      },
      result: { unread: after },
    };
  });
});
