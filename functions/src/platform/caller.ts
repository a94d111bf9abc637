import type { CallableRequest } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import { errorMessages, refuse } from './errors';

export interface Caller {
  uid: string;
  email: string | null;
  name: string;
  /** The claim only; privileged calls also check the systemUsers mirror (see requireSystemAdmin). */
  claimsSystemAdmin: boolean;
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
  };
}

/**
 * The claim and the systemUsers mirror must agree: removing a system admin deletes the mirror, so an
 * ID token issued before the removal stops working for privileged calls at once.
 */
export async function requireSystemAdmin(db: Firestore, caller: Caller): Promise<void> {
  if (caller.claimsSystemAdmin && (await db.doc(`systemUsers/${caller.uid}`).get()).exists) return;
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
  if (systemUser?.exists) return;
  if (membership.get('isTenantAdmin') !== true) throw refuse('permission-denied', errorMessages.permissionDenied);
  if (tenant.get('status') !== 'active') throw refuse('failed-precondition', errorMessages.tenantSuspended);
}

/** A member of an active tenant, per the server-written membership; system admins get no implicit access. */
export async function requireMember(db: Firestore, caller: Caller, tenantId: string): Promise<{ isTenantAdmin: boolean }> {
  const [membership, tenant] = await Promise.all([
    db.doc(`userPermissions/${caller.uid}/tenants/${tenantId}`).get(),
    db.doc(`tenants/${tenantId}`).get(),
  ]);
  if (!membership.exists || !tenant.exists) throw refuse('permission-denied', errorMessages.permissionDenied);
  if (tenant.get('status') !== 'active') throw refuse('failed-precondition', errorMessages.tenantSuspended);
  return { isTenantAdmin: membership.get('isTenantAdmin') === true };
}
