import { FieldValue, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { UNREAD_COUNTER } from '@madoguchi/shared/contracts';

// The bell's badge: each user's unread notifications in a tenant, counted beside them
// (UNREAD_COUNTER), so a page view reads one document rather than the list. Every write of a
// notification or of its `read` goes with a change of this count in the same batch or transaction.

/** tenants/{t}/users/{uid}/counters/notifications of the tenant user at `user`. */
export function unreadCounterOf(user: DocumentReference): DocumentReference {
  return user.collection(UNREAD_COUNTER.collection).doc(UNREAD_COUNTER.id);
}

/** The counter's whole content: what the seeds write, and markNotificationsRead when it knows the count. */
export function unreadCount(unread: number) {
  return { [UNREAD_COUNTER.field]: unread };
}

/** Adds one unread notification to the count of `user`, in `batch` (the counter may not exist yet). */
export function countUnread(batch: WriteBatch, user: DocumentReference): void {
  batch.set(unreadCounterOf(user), { [UNREAD_COUNTER.field]: FieldValue.increment(1) }, { merge: true });
}
