import type { Firestore } from 'firebase-admin/firestore';
import { unreadCount, unreadCounterOf } from '../notifications/unreadCounter';
import type { SeedWriter } from './seedContent';

// The seeds write bell entries with fixed ids; each user's unread counter must then say how many of
// their entries are unread, written whole so that seeding again gives the same count.

/** Per tenant user (tenants/{t}/users/{uid}): the ids of the bell entries seeded, and the unread ones. */
export type SeededBells = Map<string, { ids: Set<string>; unread: Set<string> }>;

const userPath = (tenantId: string, uid: string) => `tenants/${tenantId}/users/${uid}`;

/** Tallies a user with nothing in the bell yet (their counter is written too, at 0). */
export function addBellOwner(bells: SeededBells, tenantId: string, uid: string) {
  const path = userPath(tenantId, uid);
  const bell = bells.get(path) ?? { ids: new Set<string>(), unread: new Set<string>() };
  bells.set(path, bell);
  return bell;
}

/** Tallies a bell entry the seed writes (a later entry with the same id replaces an earlier one). */
export function addBellEntry(bells: SeededBells, tenantId: string, uid: string, id: string, read: boolean) {
  const bell = addBellOwner(bells, tenantId, uid);
  bell.ids.add(id);
  if (read) bell.unread.delete(id);
  else bell.unread.add(id);
}

/**
 * Writes each tallied user's counter: their seeded unread entries, and the unread ones the seed does
 * not own and leaves in place (activity in the app since the last seed).
 */
export async function writeUnreadCounters(writer: SeedWriter, db: Firestore, bells: SeededBells) {
  for (const [path, { ids, unread }] of bells) {
    const user = db.doc(path);
    const stillUnread = await user.collection('notifications').where('read', '==', false).select().get();
    const others = stillUnread.docs.filter((doc) => !ids.has(doc.id)).length;
    writer.set(unreadCounterOf(user), unreadCount(unread.size + others));
  }
}
