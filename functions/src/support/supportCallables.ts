import { FieldValue, getFirestore, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { adminApp } from '../admin';
import { notifyTenantUsers } from '../notifications/notify';
import { callable } from '../platform/callable';
import { requireSystemAdmin } from '../platform/caller';
import { refuse } from '../platform/errors';
import { docId, requestId } from '../platform/input';
import { onceForRequest } from '../platform/requestOnce';
import { supportReplyNotice, vendorSignature } from './supportNotices';

// Tenant admins write requests directly (firestore.rules); the vendor's side, answering and closing,
// comes here.

const db = () => getFirestore(adminApp());
const requestRef = (supportRequestId: string) => db().doc(`supportRequests/${supportRequestId}`);

/** The request, unless it is missing or closed. */
function openRequest(snapshot: DocumentSnapshot, closedMessage: string): DocumentSnapshot {
  if (!snapshot.exists) throw refuse('not-found', '指定されたサポート依頼が見つかりません。');
  if (snapshot.get('status') === 'closed') throw refuse('failed-precondition', closedMessage);
  return snapshot;
}

export const replySupportRequestInput = z.strictObject({
  requestId,
  supportRequestId: docId,
  body: z.string().trim().min(1).max(5000),
});

/** System admin: answers a request, signed for the vendor; its sender hears of it in the bell and by mail. */
export const replySupportRequest = callable('replySupportRequest', replySupportRequestInput, async (input, caller) => {
  await requireSystemAdmin(db(), caller);
  return onceForRequest(db(), caller.uid, input.requestId, 'replySupportRequest', async () => {
    const ref = requestRef(input.supportRequestId);
    const request = await db().runTransaction(async (tx) => {
      const [snapshot, admin] = await Promise.all([tx.get(ref), tx.get(db().doc(`systemUsers/${caller.uid}`))]);
      openRequest(snapshot, 'このサポート依頼はクローズ済みのため、返信できません。');
      const reply = { body: input.body, fromName: vendorSignature(admin.get('name')), createdAt: Timestamp.now() };
      tx.update(ref, { replies: FieldValue.arrayUnion(reply), status: 'answered' });
      return { tenantId: String(snapshot.get('tenantId')), fromUid: String(snapshot.get('fromUid')), subject: String(snapshot.get('subject')) };
    });
    await notifyTenantUsers(db(), request.tenantId, [request.fromUid], caller.uid, supportReplyNotice(request));
    return { supportRequestId: input.supportRequestId, status: 'answered' as const };
  });
});

export const closeSupportRequestInput = z.strictObject({ requestId, supportRequestId: docId });

/** System admin: closes a request; it takes no more replies. */
export const closeSupportRequest = callable('closeSupportRequest', closeSupportRequestInput, async (input, caller) => {
  await requireSystemAdmin(db(), caller);
  return onceForRequest(db(), caller.uid, input.requestId, 'closeSupportRequest', async () => {
    const ref = requestRef(input.supportRequestId);
    await db().runTransaction(async (tx) => {
      openRequest(await tx.get(ref), 'このサポート依頼はすでにクローズされています。');
      tx.update(ref, { status: 'closed' });
    });
    return { supportRequestId: input.supportRequestId, status: 'closed' as const };
  });
});
