import { getFirestore } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import type { Caller } from '../platform/caller';
import { onceForRequest } from '../platform/requestOnce';
import { callerName } from '../tenants/records';
import { assignInquiryTo, fileInquiry, postReply, setInquiryStatus } from './inquiryActions';

// The web's way to act on inquiries: each callable checks the caller and their role (implement), then
// hands over to inquiryActions.ts, which Slack's endpoints use too.

const db = () => getFirestore(adminApp());
const requesterOf = async (tenantId: string, caller: Caller) => ({ uid: caller.uid, name: await callerName(db(), tenantId, caller) });

/** A member files an inquiry (inquiryActions.ts), once per request id. */
export const createInquiry = implement(contracts.createInquiry, async (input, caller) =>
  onceForRequest(db(), caller.uid, input.requestId, 'createInquiry', async () => fileInquiry(db(), await requesterOf(input.tenantId, caller), input)),
);

/** A reply in the thread, or (tenant admins) an internal note (inquiryActions.ts), once per request id. */
export const postInquiryMessage = implement(contracts.postInquiryMessage, async (input, caller, { isTenantAdmin }) =>
  onceForRequest(db(), caller.uid, input.requestId, 'postInquiryMessage', async () =>
    postReply(db(), { ...(await requesterOf(input.tenantId, caller)), isTenantAdmin }, input),
  ),
);

/** Tenant admins set any status; the requester may mark their own inquiry resolved. */
export const changeInquiryStatus = implement(contracts.changeInquiryStatus, async (input, caller, { isTenantAdmin }) => {
  await setInquiryStatus(db(), { ...(await requesterOf(input.tenantId, caller)), isTenantAdmin }, input);
  return { inquiryId: input.inquiryId, status: input.status };
});

/** Tenant admins assign an inquiry to one of the tenant's admins. */
export const assignInquiry = implement(contracts.assignInquiry, async (input, caller) => {
  await assignInquiryTo(db(), { uid: caller.uid, name: caller.name, isTenantAdmin: true }, input);
  return { inquiryId: input.inquiryId, assigneeUid: input.assigneeUid };
});
