import type { Auth, UserRecord } from 'firebase-admin/auth';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';

export interface TenantUserInput {
  name: string;
  email: string;
  isTenantAdmin: boolean;
  categoryIds: string[];
}

function authErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/**
 * The Auth account for an e-mail, created when missing. New accounts have no password: they sign in
 * by e-mail link, which also verifies the address.
 */
export async function ensureAuthUser(auth: Auth, email: string, displayName: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
  }
  try {
    return await auth.createUser({ email, displayName, emailVerified: false });
  } catch (error) {
    // Another call created it in between.
    if (authErrorCode(error) === 'auth/email-already-exists') return auth.getUserByEmail(email);
    throw error;
  }
}

/** The tenant user document and the membership that grants access, written together. */
export function writeTenantUser(
  tx: Transaction,
  db: Firestore,
  tenant: { id: string; name: string; status: string },
  uid: string,
  user: TenantUserInput,
  now: Timestamp,
): void {
  tx.set(db.doc(`tenants/${tenant.id}/users/${uid}`), {
    name: user.name,
    email: user.email,
    isTenantAdmin: user.isTenantAdmin,
    categoryIds: user.categoryIds,
    status: 'active',
    createdAt: now,
    updatedAt: now,
  });
  tx.set(db.doc(`userPermissions/${uid}/tenants/${tenant.id}`), {
    id: tenant.id,
    name: tenant.name,
    isTenantAdmin: user.isTenantAdmin,
    tenantStatus: tenant.status,
    createdAt: now,
  });
}

/** Every membership in a tenant (they live under each user, so found by collection group). */
export async function membershipsOf(db: Firestore, tenantId: string) {
  const snapshot = await db.collectionGroup('tenants').where('id', '==', tenantId).get();
  return snapshot.docs.filter((doc) => doc.ref.parent.parent?.parent.id === 'userPermissions');
}

export { Timestamp };
