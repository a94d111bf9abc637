import type { Firestore } from 'firebase-admin/firestore';
import { decodeDocument, membershipDocument, tenantDocument, tenantUserDocument } from '@madoguchi/shared/contracts';
import { errorMessages, refuse } from '../platform/errors';

// Who acts on an inquiry, whatever the channel. An adapter names the person only by their account (the
// web by the caller's uid, Slack by the account whose verified e-mail Slack gives); the commands then
// read, for the inquiry's tenant, whether that account may act there and in which role. A role never
// comes from an adapter, so a channel that forgets a check cannot grant more than the membership does.

/** Where an action came from; stored as a message's `source`. */
export type InquiryChannel = 'web' | 'slack';

/** The person an adapter resolved, before the tenant has had its say. */
export interface ActorRef {
  uid: string;
  channel: InquiryChannel;
  /** The Slack user who wrote it, kept on what they wrote from Slack. */
  slackUserId?: string;
}

/** The person as the tenant knows them: an active member, their name and role there. */
export interface TenantActor extends ActorRef {
  name: string;
  isTenantAdmin: boolean;
}

/**
 * The actor as a member of `tenantId`: an active user of an active tenant, with the membership the
 * server wrote. Refused otherwise, before anything is read or written on their behalf.
 */
export async function actorIn(store: Firestore, tenantId: string, ref: ActorRef): Promise<TenantActor> {
  const [tenant, membership, user] = await store.getAll(
    store.doc(`tenants/${tenantId}`),
    store.doc(`userPermissions/${ref.uid}/tenants/${tenantId}`),
    store.doc(`tenants/${tenantId}/users/${ref.uid}`),
  );
  const person = user?.exists ? decodeDocument(tenantUserDocument, user.data()) : null;
  if (!tenant?.exists || !membership?.exists || person?.status !== 'active') throw refuse('permission-denied', errorMessages.permissionDenied);
  if (decodeDocument(tenantDocument, tenant.data()).status !== 'active') throw refuse('failed-precondition', errorMessages.tenantSuspended);
  return { ...ref, name: person.name || person.email, isTenantAdmin: decodeDocument(membershipDocument, membership.data()).isTenantAdmin };
}
