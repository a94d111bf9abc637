import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp } from '../admin';
import { recordInquiryEvent } from '../events/inquiryEvents';
import { updateForAutoClose } from './inquiryRecords';
import { storedInquiry } from './storedInquiry';
import { AUTO_CLOSE_AFTER_MS, isDueToClose } from './inquiryStatus';

const AUTO_CLOSE = { uid: null, name: '自動クローズ', channel: 'system' } as const;

/** Closes every tenant's inquiries resolved at least 7 days before `now`; returns how many. */
export async function closeDueInquiries(db: Firestore, now: Date): Promise<number> {
  const due = await db
    .collectionGroup('inquiries')
    .where('status', '==', 'resolved')
    .where('resolvedAt', '<=', Timestamp.fromMillis(now.getTime() - AUTO_CLOSE_AFTER_MS))
    .get();
  // The query finds the candidates; the status machine has the last word on each.
  const docs = due.docs
    .map((doc) => ({ ref: doc.ref, inquiry: storedInquiry(doc) }))
    .filter(({ inquiry }) => isDueToClose(inquiry.status, inquiry.resolvedAt, now));
  const closedAt = Timestamp.fromDate(now);
  // Two writes an inquiry (the close and its event), within a batch's 500.
  for (let start = 0; start < docs.length; start += 225) {
    const batch = db.batch();
    for (const { ref, inquiry } of docs.slice(start, start + 225)) {
      batch.update(ref, updateForAutoClose(closedAt));
      recordInquiryEvent(db, batch, {
        kind: 'statusChanged',
        tenantId: ref.parent.parent!.id,
        inquiryId: ref.id,
        number: inquiry.number,
        requesterUid: inquiry.requesterUid,
        actor: AUTO_CLOSE,
        from: 'resolved',
        to: 'closed',
      });
    }
    await batch.commit();
  }
  return docs.length;
}

/** Daily in the small hours, Tokyo time. */
export const closeResolvedInquiries = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Asia/Tokyo' },
  async () => {
    await closeDueInquiries(getFirestore(adminApp()), new Date());
  },
);
