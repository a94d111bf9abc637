import { Timestamp, type DocumentData, type DocumentSnapshot, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { decodeDocument, notificationSettingsOf, NOTIFICATION_EVENTS, tenantUserDocument, type Channels, type NotificationEvent, type notificationDocument } from '@madoguchi/shared/contracts';
import type { Written } from '../platform/storedDocuments';
import { mailRecord } from './mail';
import { digestItem, digestItems, mailOrHoldDigest } from './mailDigests';
import { countUnread } from './unreadCounter';

// In-app notifications (the bell) and mail (the `mail` collection, in the format of Firebase's Trigger
// Email extension), per each recipient's settings grid (docs/product.md#notification-settings). Nobody
// hears of their own actions.

/**
 * What a notice is about: an event of the grid, the vendor's answer to a tenant admin's support
 * request, or the tenant's Slack connection being cut off. The grid has no row for the last two
 * (docs/product.md#notification-settings names none), and neither is something to switch off: they
 * come on both channels.
 */
export type NoticeEvent = NotificationEvent | 'supportReply' | 'slackDisconnected';

export interface Notice {
  event: NoticeEvent;
  /** One line for the bell and the mail subject. */
  title: string;
  /** The mail's text before the link. */
  body: string;
  /** The app path the bell and the mail lead to. */
  link: string;
  /**
   * Mails with the same key to one person are digested: the first goes at once, the ones after it
   * within DIGEST_WINDOW_MS wait and go together (mailDigests.ts). The bell gets each one.
   */
  digestKey?: string;
}

const isGridEvent = (event: NoticeEvent): event is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(event);

/** The channels a user's saved grid (or the defaults) picks for `event`; Slack carries none off the grid. */
export function channelsFor(settings: DocumentData | undefined, event: NoticeEvent): Channels {
  if (!isGridEvent(event)) return { inApp: true, mail: true, slack: false };
  return notificationSettingsOf(settings)[event];
}

/** tenants/{t}/users/{uid}/notifications/{id}: one line in the bell, unread until its owner opens it. */
export function notificationRecord(notice: Notice, createdAt: Timestamp, read = false): Written<typeof notificationDocument> {
  return { type: notice.event, title: notice.title, link: notice.link, read, createdAt };
}

/**
 * One bell entry per subject (a release note, say): the entry's fixed id, and whether it is there
 * unread already, so that writing it again leaves the unread count as it is.
 */
export interface FixedNotification {
  id: string;
  alreadyUnread: boolean;
}

/**
 * Adds `notice` for one tenant user to `batch`, on the channels their settings pick: at most three
 * writes (the bell entry, its unread count, the mail). Answers whether a mail was queued.
 */
export function queueNotice(
  batch: WriteBatch,
  user: DocumentSnapshot,
  settings: DocumentData | undefined,
  notice: Notice,
  now: Timestamp,
  fixed?: FixedNotification,
): boolean {
  const channels = channelsFor(settings, notice.event);
  if (channels.inApp) {
    const notifications = user.ref.collection('notifications');
    batch.set(fixed ? notifications.doc(fixed.id) : notifications.doc(), notificationRecord(notice, now));
    if (!fixed?.alreadyUnread) countUnread(batch, user.ref);
  }
  const { email } = decodeDocument(tenantUserDocument, user.data());
  if (!channels.mail || !email) return false;
  if (notice.digestKey) batch.create(digestItems(user.ref.firestore, user.id, notice.digestKey).doc(), digestItem(email, notice, now));
  else batch.create(user.ref.firestore.collection('mail').doc(), mailRecord(email, notice, now));
  return true;
}

/**
 * Adds `notice` for the active ones of `recipientUids` (a tenant's users) to `batch`, leaving out the
 * one who acted; answers whom a mail was queued for. For a notice that must go with another write.
 */
export async function queueTenantNotices(
  db: Firestore,
  batch: WriteBatch,
  tenantId: string,
  recipientUids: Iterable<string>,
  actorUid: string | null,
  notice: Notice,
  now: Timestamp,
): Promise<string[]> {
  const recipients = [...new Set(recipientUids)].filter((uid) => uid !== actorUid);
  if (recipients.length === 0) return [];
  const userPath = (uid: string) => `tenants/${tenantId}/users/${uid}`;
  const [users, settings] = await Promise.all([
    db.getAll(...recipients.map((uid) => db.doc(userPath(uid)))),
    db.getAll(...recipients.map((uid) => db.doc(`${userPath(uid)}/settings/notifications`))),
  ]);
  return recipients.filter((uid, index) => {
    const user = users[index];
    return user?.exists === true && decodeDocument(tenantUserDocument, user.data()).status === 'active' && queueNotice(batch, user, settings[index]?.data(), notice, now);
  });
}

/** Notifies active users of a tenant, leaving out the one who acted. */
export async function notifyTenantUsers(
  db: Firestore,
  tenantId: string,
  recipientUids: Iterable<string>,
  actorUid: string,
  notice: Notice,
): Promise<void> {
  const batch = db.batch();
  const mailed = await queueTenantNotices(db, batch, tenantId, recipientUids, actorUid, notice, Timestamp.now());
  await batch.commit();
  const { digestKey } = notice;
  if (digestKey) await Promise.all(mailed.map((uid) => mailOrHoldDigest(db, uid, digestKey)));
}
