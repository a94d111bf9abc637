import { getFirestore, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminApp } from '../admin';
import { mailRecord } from '../notifications/notify';
import { newSupportRequestMail } from './supportNotices';

const ALREADY_EXISTS = 6;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Mails every system admin (systemUsers, a handful: one batch) of a new support request, the sender
 * excepted. The mail ids are fixed per request and admin: events may be delivered more than once, and a
 * repeat then finds its mail written and writes nothing.
 */
export async function mailSystemAdminsOfRequest(db: Firestore, supportRequestId: string, request: DocumentData): Promise<void> {
  const admins = await db.collection('systemUsers').get();
  const mail = newSupportRequestMail({
    id: supportRequestId,
    tenantName: text(request['tenantName']),
    fromName: text(request['fromName']),
    subject: text(request['subject']),
    body: text(request['body']),
  });
  const now = Timestamp.now();
  const batch = db.batch();
  for (const admin of admins.docs) {
    const email = text(admin.get('email'));
    if (!email || admin.id === request['fromUid']) continue;
    batch.create(db.doc(`mail/supportRequest-${supportRequestId}-${admin.id}`), mailRecord(email, mail, now));
  }
  try {
    await batch.commit();
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
}

/** A tenant admin wrote to the vendor (the rules let them create a request, nothing else). */
export const mailSystemAdminsOnSupportRequest = onDocumentCreated('supportRequests/{supportRequestId}', async (event) => {
  if (!event.data) return;
  await mailSystemAdminsOfRequest(getFirestore(adminApp()), event.params.supportRequestId, event.data.data());
});
