import { FieldValue, getFirestore, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { notifyTenantUsers } from '../notifications/notify';
import { implement } from '../platform/callable';
import type { Written, WrittenUpdate } from '../platform/storedDocuments';
import { refuse } from '../platform/errors';
import { consumeRateLimit, RATE_LIMITS } from '../platform/rateLimit';
import { onceForRequest } from '../platform/requestOnce';
import { callerName } from '../tenants/records';
import { linkedInquiries } from './linkedInquiries';
import { mailSystemAdminsOfRequest } from './mailSystemAdmins';
import { supportReplyNotice, vendorSignature } from './supportNotices';

// A tenant admin writes to the vendor; the vendor's side answers and closes. Every write comes here:
// who sent a request and from which tenant is taken from the server's records, never from the client.

const db = () => getFirestore(adminApp());
const requestRef = (supportRequestId: string) => db().doc(`supportRequests/${supportRequestId}`);

/**
 * Tenant admin: a request to the vendor, mailed to every system admin, with the tenant's inquiries it
 * is about copied in (number and title). A retried call cannot file it twice; at most a few an hour
 * per admin.
 */
export const sendSupportRequest = implement(contracts.sendSupportRequest, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'sendSupportRequest', async () => {
    const store = db();
    // Refused before it counts against the limit: an inquiry that is not the tenant's.
    const inquiries = await linkedInquiries(store, input.tenantId, input.inquiryIds);
    await consumeRateLimit(store, { uid: caller.uid, tenantId: input.tenantId }, RATE_LIMITS.supportRequest);
    const [tenant, fromName] = await Promise.all([store.doc(`tenants/${input.tenantId}`).get(), callerName(store, input.tenantId, caller)]);
    const ref = store.collection('supportRequests').doc();
    const request: Written<typeof contracts.supportRequestDocument> = {
      tenantId: input.tenantId,
      tenantName: contracts.decodeDocument(contracts.tenantDocument, tenant.data()).name,
      fromUid: caller.uid,
      fromName,
      subject: input.subject,
      body: input.body,
      inquiries,
      // What the release note editor's picker lists (supportRequests where hasInquiries == true).
      hasInquiries: inquiries.length > 0,
      status: 'open',
      replies: [],
      createdAt: Timestamp.now(),
    };
    await ref.create(request);
    await mailSystemAdminsOfRequest(store, ref.id, request);
    return { supportRequestId: ref.id, status: 'open' as const };
  });
});

/** The request, unless it is missing or closed. */
function openRequest(snapshot: DocumentSnapshot, closedMessage: string): DocumentSnapshot {
  if (!snapshot.exists) throw refuse('not-found', '指定されたサポート依頼が見つかりません。');
  if (contracts.decodeDocument(contracts.supportRequestDocument, snapshot.data()).status === 'closed') throw refuse('failed-precondition', closedMessage);
  return snapshot;
}

/** System admin: answers a request, signed for the vendor; its sender hears of it in the bell and by mail. */
export const replySupportRequest = implement(contracts.replySupportRequest, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'replySupportRequest', async () => {
    const ref = requestRef(input.supportRequestId);
    const request = await db().runTransaction(async (tx) => {
      const [snapshot, admin] = await Promise.all([tx.get(ref), tx.get(db().doc(`systemUsers/${caller.uid}`))]);
      openRequest(snapshot, 'このサポート依頼はクローズ済みのため、返信できません。');
      const reply: Written<typeof contracts.supportRequestDocument>['replies'][number] = { body: input.body, fromName: vendorSignature(contracts.decodeDocument(contracts.systemUserDocument, admin.data()).name), createdAt: Timestamp.now() };
      tx.update(ref, { replies: FieldValue.arrayUnion(reply), status: 'answered' } satisfies WrittenUpdate<typeof contracts.supportRequestDocument>);
      const { tenantId, fromUid, subject } = contracts.decodeDocument(contracts.supportRequestDocument, snapshot.data());
      return { tenantId, fromUid, subject };
    });
    await notifyTenantUsers(db(), request.tenantId, [request.fromUid], caller.uid, supportReplyNotice(request));
    return { supportRequestId: input.supportRequestId, status: 'answered' as const };
  });
});

/** System admin: closes a request; it takes no more replies. */
export const closeSupportRequest = implement(contracts.closeSupportRequest, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'closeSupportRequest', async () => {
    const ref = requestRef(input.supportRequestId);
    await db().runTransaction(async (tx) => {
      openRequest(await tx.get(ref), 'このサポート依頼はすでにクローズされています。');
      tx.update(ref, { status: 'closed' } satisfies WrittenUpdate<typeof contracts.supportRequestDocument>);
    });
    return { supportRequestId: input.supportRequestId, status: 'closed' as const };
  });
});
