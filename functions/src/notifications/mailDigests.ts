import { getFirestore, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { decodeDocument, storedField } from '@madoguchi/shared/contracts';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp } from '../admin';
import { mailRecord, type MailContent } from './mail';
import type { Written } from '../platform/storedDocuments';

// At most one mail per person and subject (an inquiry) per window. A digested mail is first kept as an
// item under mailDigests/{uid}~{key}. The digest document is the open window: whoever creates it (no
// window was open) mails what is waiting at once; items that arrive while it is open wait, and when
// it ends (sendDueDigests, every minute) they go as one mail and the next window opens. A window that
// ends with nothing waiting is closed, so the next mail goes at once again. Items never contend with
// each other: each is its own document.

export const DIGEST_WINDOW_MS = 10 * 60_000;
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;

const digestDoc = (db: Firestore, uid: string, key: string) => db.doc(`mailDigests/${uid}~${key}`);
export const digestItems = (db: Firestore, uid: string, key: string) => digestDoc(db, uid, key).collection('items');

/** mailDigests/{uid}~{key}/items/{id}: one waiting mail (server only, so its contract lives here). */
const digestItemDocument = z.object({ to: storedField.text, title: storedField.text, body: storedField.text, link: storedField.text, createdAt: storedField.moment });

/** One waiting mail (queued in the same batch as the bell entry by queueNotice). */
export function digestItem(to: string, content: MailContent, createdAt: Timestamp): Written<typeof digestItemDocument> {
  return { to, title: content.title, body: content.body, link: content.link, createdAt };
}

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/** What the waiting items say, as one mail: a single one as it is, several listed under the last title. */
export function digestMail(items: MailContent[]): MailContent {
  const last = items[items.length - 1];
  if (!last) throw new Error('digestMail needs at least one item');
  if (items.length === 1) return last;
  return {
    title: `${last.title}（ほか${items.length - 1}件）`,
    body: [`前回のお知らせ以降、${items.length}件の更新がありました。`, ...items.map((item) => `・${item.title}\n  ${item.body}`)].join('\n'),
    link: last.link,
  };
}

/**
 * Mails what waits under `digest` as one mail and opens the next window; false when nothing waits. A
 * transaction, so that two senders (overlapping scheduled runs) never mail the same items twice.
 */
function sendWaiting(db: Firestore, digest: DocumentReference, now: Timestamp): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const items = await tx.get(digest.collection('items').orderBy('createdAt'));
    const last = items.docs.at(-1);
    if (!last) return false;
    const contents = items.docs.map((doc) => decodeDocument(digestItemDocument, doc.data()));
    tx.create(db.collection('mail').doc(), mailRecord(contents.at(-1)?.to ?? '', digestMail(contents), now));
    for (const doc of items.docs) tx.delete(doc.ref);
    tx.set(digest, { windowEnd: Timestamp.fromMillis(now.toMillis() + DIGEST_WINDOW_MS) }, { merge: true });
    return true;
  });
}

/**
 * After an item was queued for `uid`: opens a window and mails at once when none is open; otherwise
 * marks the open window as touched, so the sender cannot close it without seeing the item.
 */
export async function mailOrHoldDigest(db: Firestore, uid: string, key: string, now = Timestamp.now()): Promise<void> {
  const digest = digestDoc(db, uid, key);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await digest.create({ windowEnd: Timestamp.fromMillis(now.toMillis() + DIGEST_WINDOW_MS), touchedAt: now });
      await sendWaiting(db, digest, now);
      return;
    } catch (error) {
      if (codeOf(error) !== ALREADY_EXISTS) throw error;
    }
    try {
      await digest.update({ touchedAt: now });
      return;
    } catch (error) {
      // Closed between the two steps: open a new one.
      if (codeOf(error) !== NOT_FOUND) throw error;
    }
  }
  logger.warn('mail digest kept for the next run', { key });
}

/**
 * Ends every window due at `now`: what waits goes as one mail (and a new window opens), an empty
 * window is closed unless an item was added since it was read. Returns how many mails were sent.
 */
export async function sendDueDigests(db: Firestore, now: Timestamp): Promise<number> {
  const due = await db.collection('mailDigests').where('windowEnd', '<=', now).get();
  let sent = 0;
  for (const digest of due.docs) {
    if (await sendWaiting(db, digest.ref, now)) {
      sent += 1;
      continue;
    }
    await digest.ref.delete({ lastUpdateTime: digest.updateTime }).catch((error: unknown) => {
      if (codeOf(error) !== FAILED_PRECONDITION) throw error;
    });
  }
  return sent;
}

export const sendMailDigests = onSchedule({ schedule: 'every 1 minutes', timeZone: 'Asia/Tokyo' }, async () => {
  await sendDueDigests(getFirestore(adminApp()), Timestamp.now());
});
