import type { DocumentData, DocumentReference, Firestore, Timestamp } from 'firebase-admin/firestore';
import { decodeDocument, tenantUserDocument, type createTenantUser, type InputOf, type membershipDocument, type TenantStatus, type tenantDocument } from '@madoguchi/shared/contracts';
import type { Written } from '../platform/storedDocuments';
import { nameSortKey } from './nameSortKey';

/** A transaction or a write batch. */
export interface DocumentWriter {
  set(ref: DocumentReference, data: DocumentData): unknown;
}

// The shape of the documents that grant access, in one place: the callables and the demo seed both
// write them through these functions.

export interface TenantRef {
  id: string;
  name: string;
  status: TenantStatus;
}

/** A user as createTenantUser takes them; the フリガナ normalised, absent or '' when none. */
export type TenantUserInput = Omit<InputOf<typeof createTenantUser>, 'requestId' | 'tenantId'>;

/** tenants/{tenantId}; createdBy is the system admin who made it (null for the demo seed). */
export function tenantRecord(name: string, status: TenantStatus, createdBy: string | null, now: Timestamp): Written<typeof tenantDocument> {
  return { name, status, createdAt: now, updatedAt: now, createdBy };
}

/** tenants/{tenantId}/users/{uid} of a newly registered user. */
export function tenantUserRecord(user: TenantUserInput, now: Timestamp): Written<typeof tenantUserDocument> {
  const nameReading = user.nameReading ?? '';
  return {
    name: user.name,
    nameReading,
    // Every user document has one: Firestore leaves a document without the field out of 氏名順.
    nameSortKey: nameSortKey(nameReading),
    email: user.email,
    isTenantAdmin: user.isTenantAdmin,
    categoryIds: user.categoryIds,
    status: 'active',
    createdAt: now,
    updatedAt: now,
  };
}

/** The tenant user document and the membership that grants access, written together. */
export function writeTenantUser(
  tx: DocumentWriter,
  db: Firestore,
  tenant: TenantRef,
  uid: string,
  user: TenantUserInput,
  now: Timestamp,
  tokensValidAfter: number | null = null,
): void {
  tx.set(db.doc(`tenants/${tenant.id}/users/${uid}`), tenantUserRecord(user, now));
  tx.set(db.doc(`userPermissions/${uid}/tenants/${tenant.id}`), membershipRecord(tenant, user.isTenantAdmin, now, tokensValidAfter));
}

/**
 * userPermissions/{uid}/tenants/{tenantId}: the tenant's name and status travel with it for login.
 * tokensValidAfter (seconds) is set for an account that was reset (accounts/invitedAccounts.ts): the
 * rules and callables then refuse tokens from sign-ins before it.
 */
export function membershipRecord(tenant: TenantRef, isTenantAdmin: boolean, createdAt: Timestamp, tokensValidAfter: number | null = null): Written<typeof membershipDocument> {
  return {
    id: tenant.id,
    name: tenant.name,
    isTenantAdmin,
    tenantStatus: tenant.status,
    createdAt,
    ...(tokensValidAfter !== null && { tokensValidAfter }),
  };
}

/** The tenant's active tenant admins (the last-admin rule, notifications and assignment use them). */
export function activeAdminsQuery(db: Firestore, tenantId: string) {
  return db.collection(`tenants/${tenantId}/users`).where('isTenantAdmin', '==', true).where('status', '==', 'active');
}

/** The uids of the tenant's active tenant admins. */
export async function activeAdminUids(db: Firestore, tenantId: string): Promise<string[]> {
  return (await activeAdminsQuery(db, tenantId).get()).docs.map((doc) => doc.id);
}

/** Every membership in a tenant (they live under each user, so found by collection group). */
export async function membershipsOf(db: Firestore, tenantId: string) {
  const snapshot = await db.collectionGroup('tenants').where('id', '==', tenantId).get();
  return snapshot.docs.filter((doc) => doc.ref.parent.parent?.parent.id === 'userPermissions');
}

/** The caller's name as the tenant knows it (their user document), else the name on their token. */
export async function callerName(db: Firestore, tenantId: string, caller: { uid: string; name: string }): Promise<string> {
  const { name } = decodeDocument(tenantUserDocument, (await db.doc(`tenants/${tenantId}/users/${caller.uid}`).get()).data());
  return name || caller.name;
}
