import type { Firestore, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { decodeDocument, notificationDocument } from '@madoguchi/shared/contracts';
import { queueNotice } from '../notifications/notify';
import { releaseNoteNotice } from './releaseNoteNotice';

// Each user may get a bell entry, its unread count and a mail: three writes, so a page of users fits
// one batch (500).
const USERS_PER_BATCH = 166;

/** tenants/{t}/users/{uid} → t; null for a `users` collection anywhere else. */
function tenantOf(user: QueryDocumentSnapshot): string | null {
  const tenant = user.ref.parent.parent;
  return tenant?.parent.id === 'tenants' ? tenant.id : null;
}

/**
 * Tells every active user of every active tenant of a published note, per their settings for
 * 'releaseNote'. Users come page by page from one collection-group query (status == 'active'); the bell
 * entry's id is the note's, as the demo seed writes it. `actorUid` (who published) is left out.
 */
export async function announcePatchNote(
  db: Firestore,
  note: { id: string; title: string },
  now: Timestamp,
  actorUid: string | null,
): Promise<void> {
  const tenants = await db.collection('tenants').where('status', '==', 'active').select().get();
  const activeTenants = new Set(tenants.docs.map((tenant) => tenant.id));

  const notifyPage = async (users: QueryDocumentSnapshot[]) => {
    const recipients = users.flatMap((user) => {
      const tenantId = tenantOf(user);
      return tenantId && activeTenants.has(tenantId) && user.id !== actorUid ? [{ user, tenantId }] : [];
    });
    if (recipients.length === 0) return;
    const [settings, entries] = await Promise.all([
      db.getAll(...recipients.map(({ user }) => user.ref.collection('settings').doc('notifications'))),
      db.getAll(...recipients.map(({ user }) => user.ref.collection('notifications').doc(note.id))),
    ]);
    const batch = db.batch();
    recipients.forEach(({ user, tenantId }, index) => {
      // Announced again (unpublished and published, say): an entry still unread is counted already.
      const entry = entries[index];
      const alreadyUnread = entry?.exists === true && !decodeDocument(notificationDocument, entry.data()).read;
      queueNotice(batch, user, settings[index]?.data(), releaseNoteNotice(tenantId, note.title), now, { id: note.id, alreadyUnread });
    });
    await batch.commit();
  };

  const activeUsers = db.collectionGroup('users').where('status', '==', 'active').limit(USERS_PER_BATCH);
  let page = await activeUsers.get();
  for (;;) {
    await notifyPage(page.docs);
    const last = page.docs.at(-1);
    if (page.size < USERS_PER_BATCH || !last) return;
    page = await activeUsers.startAfter(last).get();
  }
}
