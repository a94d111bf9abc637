import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp } from '../admin';
import { postStatusChange } from '../slack/inquiryThreads';
import { updateForAutoClose } from './inquiryRecords';
import { AUTO_CLOSE_AFTER_MS, isDueToClose, type InquiryStatus } from './inquiryStatus';

/** Closes every tenant's inquiries resolved at least 7 days before `now`; returns how many. */
export async function closeDueInquiries(db: Firestore, now: Date): Promise<number> {
  const due = await db
    .collectionGroup('inquiries')
    .where('status', '==', 'resolved')
    .where('resolvedAt', '<=', Timestamp.fromMillis(now.getTime() - AUTO_CLOSE_AFTER_MS))
    .get();
  // The query finds the candidates; the status machine has the last word on each.
  const docs = due.docs.filter((doc) =>
    isDueToClose(doc.get('status') as InquiryStatus, (doc.get('resolvedAt') as Timestamp | null)?.toDate() ?? null, now),
  );
  const closedAt = Timestamp.fromDate(now);
  for (let start = 0; start < docs.length; start += 450) {
    const batch = db.batch();
    for (const doc of docs.slice(start, start + 450)) batch.update(doc.ref, updateForAutoClose(closedAt));
    await batch.commit();
  }
  for (const doc of docs.filter((inquiry) => inquiry.get('slack.ts'))) {
    const tenantId = doc.ref.parent.parent?.id;
    if (tenantId) await postStatusChange(db, tenantId, doc.id, { from: 'resolved', to: 'closed', by: '自動クローズ' });
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
