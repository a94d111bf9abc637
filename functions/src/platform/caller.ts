import type { CallableRequest } from 'firebase-functions/v2/https';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { decodeDocument, membershipDocument, systemUserDocument, tenantDocument } from '@madoguchi/shared/contracts';
import { errorMessages, refuse } from './errors';

export interface Caller {
  uid: string;
  email: string | null;
  name: string;
  /** The claim only; privileged calls also check the systemUsers mirror (see requireSystemAdmin). */
  claimsSystemAdmin: boolean;
  /** When the caller signed in (the token's auth_time, seconds): refreshed tokens keep it. */
  authTime: number;
}

/** A signed-in caller with a verified e-mail; callables otherwise let token-less calls through. */
export function requireCaller(request: CallableRequest): Caller {
  const auth = request.auth;
  if (!auth) throw refuse('unauthenticated', errorMessages.unauthenticated);
  if (auth.token.email_verified !== true) throw refuse('permission-denied', errorMessages.emailNotVerified);
  return {
    uid: auth.uid,
    email: auth.token.email ?? null,
    name: typeof auth.token.name === 'string' ? auth.token.name : (auth.token.email ?? ''),
    claimsSystemAdmin: auth.token.systemAdmin === true,
    authTime: Number(auth.token.auth_time),
  };
}

/**
 * Whether a grant (a membership or the systemUsers mirror) accepts the caller's sign-in. An account
 * that was reset before access was granted (see accountForInvitation) stamps `tokensValidAfter` on its
 * grants: a token from a sign-in before the reset, perhaps someone else's, then opens nothing. The
 * rules make the same comparison.
 */
export function grantAccepts(grant: DocumentSnapshot, caller: Caller, contract: typeof membershipDocument | typeof systemUserDocument = membershipDocument): boolean {
  if (!grant.exists) return false;
  const { tokensValidAfter } = decodeDocument(contract, grant.data());
  return tokensValidAfter === undefined || caller.authTime >= tokensValidAfter;
}

const isActive = (tenant: DocumentSnapshot) => decodeDocument(tenantDocument, tenant.data()).status === 'active';
const isTenantAdminOf = (membership: DocumentSnapshot) => decodeDocument(membershipDocument, membership.data()).isTenantAdmin;

/**
 * The claim and the systemUsers mirror must agree: removing a system admin deletes the mirror, so an
 * ID token issued before the removal stops working for privileged calls at once.
 */
export async function requireSystemAdmin(db: Firestore, caller: Caller): Promise<void> {
  if (caller.claimsSystemAdmin && grantAccepts(await db.doc(`systemUsers/${caller.uid}`).get(), caller, systemUserDocument)) return;
  throw refuse('permission-denied', errorMessages.permissionDenied);
}

/** A tenant admin of an active tenant, per the membership written by server code; or a system admin. */
export async function requireTenantAdmin(db: Firestore, caller: Caller, tenantId: string): Promise<void> {
  const [membership, tenant, systemUser] = await Promise.all([
    db.doc(`userPermissions/${caller.uid}/tenants/${tenantId}`).get(),
    db.doc(`tenants/${tenantId}`).get(),
    caller.claimsSystemAdmin ? db.doc(`systemUsers/${caller.uid}`).get() : Promise.resolve(null),
  ]);
  if (!tenant.exists) throw refuse('permission-denied', errorMessages.permissionDenied);
  if (systemUser && grantAccepts(systemUser, caller, systemUserDocument)) return;
  if (!grantAccepts(membership, caller) || !isTenantAdminOf(membership)) {
    throw refuse('permission-denied', errorMessages.permissionDenied);
  }
  if (!isActive(tenant)) throw refuse('failed-precondition', errorMessages.tenantSuspended);
}

/** A member of an active tenant, per the server-written membership; system admins get no implicit access. */
export async function requireMember(db: Firestore, caller: Caller, tenantId: string): Promise<{ isTenantAdmin: boolean }> {
  const [membership, tenant] = await Promise.all([
    db.doc(`userPermissions/${caller.uid}/tenants/${tenantId}`).get(),
    db.doc(`tenants/${tenantId}`).get(),
  ]);
  if (!grantAccepts(membership, caller) || !tenant.exists) throw refuse('permission-denied', errorMessages.permissionDenied);
  if (!isActive(tenant)) throw refuse('failed-precondition', errorMessages.tenantSuspended);
  return { isTenantAdmin: isTenantAdminOf(membership) };
}
