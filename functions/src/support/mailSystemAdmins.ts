import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { mailRecord } from '../notifications/mail';
import { decodeDocument, supportRequestDocument, systemUserDocument } from '@madoguchi/shared/contracts';
import { newSupportRequestMail } from './supportNotices';

const ALREADY_EXISTS = 6;

/**
 * Mails every system admin (systemUsers, a handful: one batch) of a new support request, the sender
 * excepted. The mail ids are fixed per request and admin, so a repeat finds its mail written and writes
 * nothing.
 */
export async function mailSystemAdminsOfRequest(db: Firestore, supportRequestId: string, request: DocumentData): Promise<void> {
  const admins = await db.collection('systemUsers').get();
  const { tenantName, fromName, fromUid, subject, body, inquiries } = decodeDocument(supportRequestDocument, request);
  const mail = newSupportRequestMail({ id: supportRequestId, tenantName, fromName, subject, body, inquiries });
  const now = Timestamp.now();
  const batch = db.batch();
  for (const admin of admins.docs) {
    const { email } = decodeDocument(systemUserDocument, admin.data());
    if (!email || admin.id === fromUid) continue;
    batch.create(db.doc(`mail/supportRequest-${supportRequestId}-${admin.id}`), mailRecord(email, mail, now));
  }
  try {
    await batch.commit();
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
}
