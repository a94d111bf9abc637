import type { Auth } from 'firebase-admin/auth';
import { ALREADY_REGISTERED, decodeDocument, tenantDocument, tenantUserDocument, type InputOf, type TenantUserField, type updateTenantUser } from '@madoguchi/shared/contracts';
import { accountForInvitation, authAccountDocument } from '../accounts/invitedAccounts';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { refuse } from '../platform/errors';
import { nameSortKey } from './nameSortKey';
import { activeAdminsQuery, membershipRecord, writeTenantUser, type TenantRef, type TenantUserInput } from './records';

// What registering and changing a tenant user means, shared by the single-user callables and the CSV
// import. Each change is one transaction over the user document and the membership.

export const LAST_ADMIN = 'テナントの最後の管理者は、管理者から外したり無効にしたりできません。';
export const USER_NOT_FOUND = '指定されたユーザーが見つかりません。';

async function requireCategories(tx: Transaction, db: Firestore, tenantId: string, ids: string[]) {
  const snapshots = await Promise.all(ids.map((id) => tx.get(db.doc(`tenants/${tenantId}/categories/${id}`))));
  const missing = ids.filter((_, index) => !snapshots[index]?.exists);
  if (missing.length) throw refuse('invalid-argument', `存在しないユーザーカテゴリです: ${missing.join(', ')}`);
}

async function readTenant(tx: Transaction, db: Firestore, tenantId: string): Promise<TenantRef> {
  const { name, status } = decodeDocument(tenantDocument, (await tx.get(db.doc(`tenants/${tenantId}`))).data());
  return { id: tenantId, name, status };
}

/** The tenant's other active admins; the last one may not be demoted or disabled. */
async function otherActiveAdmins(tx: Transaction, db: Firestore, tenantId: string, uid: string) {
  const admins = await tx.get(activeAdminsQuery(db, tenantId));
  return admins.docs.filter((doc) => doc.id !== uid).length;
}

/**
 * Registers a user in a tenant. Whether the address already had an account is not told: the answer
 * is the same either way, and the account is one only its owner can sign in to
 * (accounts/invitedAccounts.ts).
 */
export async function registerTenantUser(
  db: Firestore,
  auth: Auth,
  tenantId: string,
  input: TenantUserInput,
): Promise<{ uid: string }> {
  const account = await accountForInvitation(db, auth, input.email, input.name);
  await db.runTransaction(async (tx) => {
    const existing = await tx.get(db.doc(`tenants/${tenantId}/users/${account.uid}`));
    if (existing.exists) throw refuse('already-exists', ALREADY_REGISTERED);
    await requireCategories(tx, db, tenantId, input.categoryIds);
    writeTenantUser(tx, db, await readTenant(tx, db, tenantId), account.uid, input, Timestamp.now(), account.tokensValidAfter);
  });
  return { uid: account.uid };
}

/** What updateTenantUser and an import row may change; the reading normalised, '' removes it. */
export type TenantUserChanges = Pick<InputOf<typeof updateTenantUser>, TenantUserField>;

/** Name, フリガナ (and its sort key), categories and the admin flag; the membership follows the flag. */
export async function changeTenantUser(db: Firestore, tenantId: string, uid: string, changes: TenantUserChanges) {
  await db.runTransaction(async (tx) => {
    const userRef = db.doc(`tenants/${tenantId}/users/${uid}`);
    const membershipRef = db.doc(`userPermissions/${uid}/tenants/${tenantId}`);
    const [user, membership] = await Promise.all([tx.get(userRef), tx.get(membershipRef)]);
    if (!user.exists) throw refuse('not-found', USER_NOT_FOUND);
    if (changes.categoryIds) await requireCategories(tx, db, tenantId, changes.categoryIds);
    const { isTenantAdmin, status } = decodeDocument(tenantUserDocument, user.data());
    const demoting = changes.isTenantAdmin === false && isTenantAdmin;
    if (demoting && status === 'active' && (await otherActiveAdmins(tx, db, tenantId, uid)) === 0) {
      throw refuse('failed-precondition', LAST_ADMIN);
    }
    const sortKey = changes.nameReading === undefined ? {} : { nameSortKey: nameSortKey(changes.nameReading) };
    tx.update(userRef, { ...changes, ...sortKey, updatedAt: Timestamp.now() });
    if (membership.exists && changes.isTenantAdmin !== undefined) {
      tx.update(membershipRef, { isTenantAdmin: changes.isTenantAdmin });
    }
  });
}

/**
 * Disabling removes the membership (access ends at once: rules read it on every request) and marks
 * the user; enabling restores the membership from the user document.
 */
export async function setTenantUserActive(db: Firestore, tenantId: string, uid: string, active: boolean) {
  await db.runTransaction(async (tx) => {
    const userRef = db.doc(`tenants/${tenantId}/users/${uid}`);
    const membershipRef = db.doc(`userPermissions/${uid}/tenants/${tenantId}`);
    const user = await tx.get(userRef);
    if (!user.exists) throw refuse('not-found', USER_NOT_FOUND);
    const now = Timestamp.now();
    const { isTenantAdmin, createdAt } = decodeDocument(tenantUserDocument, user.data());
    if (!active) {
      if (isTenantAdmin && (await otherActiveAdmins(tx, db, tenantId, uid)) === 0) {
        throw refuse('failed-precondition', LAST_ADMIN);
      }
      tx.update(userRef, { status: 'disabled', updatedAt: now });
      tx.delete(membershipRef);
      return;
    }
    const [tenant, account] = await Promise.all([readTenant(tx, db, tenantId), tx.get(db.doc(`authAccounts/${uid}`))]);
    const { tokensValidAfter } = decodeDocument(authAccountDocument, account.data());
    tx.update(userRef, { status: 'active', updatedAt: now });
    tx.set(membershipRef, membershipRecord(tenant, isTenantAdmin, createdAt ? Timestamp.fromDate(createdAt) : now, tokensValidAfter ?? null));
  });
}
