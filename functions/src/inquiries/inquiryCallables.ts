import { getFirestore } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import type { Caller } from '../platform/caller';
import { onceForRequest } from '../platform/requestOnce';
import type { ActorRef } from './actors';
import { assignInquiryTo, fileInquiry, postReply, setInquiryStatus } from './inquiryActions';

// The web's adapter to the inquiry commands (inquiryActions.ts): implement checks the caller's token and
// membership, each callable names the caller as the actor, and the command decides the rest.

const db = () => getFirestore(adminApp());
const webActor = (caller: Caller): ActorRef => ({ uid: caller.uid, channel: 'web' });

/** A member files an inquiry, once per request id. */
export const createInquiry = implement(contracts.createInquiry, async (input, caller) =>
  onceForRequest(db(), caller.uid, input.requestId, 'createInquiry', () => fileInquiry(db(), webActor(caller), input)),
);

/** A reply in the thread, or (tenant admins) an internal note, once per request id. */
export const postInquiryMessage = implement(contracts.postInquiryMessage, async (input, caller) =>
  onceForRequest(db(), caller.uid, input.requestId, 'postInquiryMessage', () => postReply(db(), webActor(caller), input)),
);

/** Tenant admins set any status; the requester may mark their own inquiry resolved. */
export const changeInquiryStatus = implement(contracts.changeInquiryStatus, async (input, caller) => {
  await setInquiryStatus(db(), webActor(caller), input);
  return { inquiryId: input.inquiryId, status: input.status };
});

/** Tenant admins assign an inquiry to one of the tenant's admins. */
export const assignInquiry = implement(contracts.assignInquiry, async (input, caller) => {
  await assignInquiryTo(db(), webActor(caller), input);
  return { inquiryId: input.inquiryId, assigneeUid: input.assigneeUid };
});
