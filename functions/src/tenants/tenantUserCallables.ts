import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { adminApp } from '../admin';
import { callable } from '../platform/callable';
import { requireTenantAdmin } from '../platform/caller';
import { refuse } from '../platform/errors';
import { docId, email, personName, requestId } from '../platform/input';
import { consumeRateLimit, type RateLimit } from '../platform/rateLimit';
import { onceForRequest } from '../platform/requestOnce';
import { ensureAuthUser, writeTenantUser } from './tenantUsers';

const db = () => getFirestore(adminApp());

/** Invitations per tenant admin: generous for real work, a stop for a runaway script. */
export const INVITE_LIMIT: RateLimit = { action: 'invite', max: 60, windowMs: 10 * 60 * 1000 };

const categoryIds = z.array(docId).max(20).refine((ids) => new Set(ids).size === ids.length, {
  message: '同じカテゴリが重複しています。',
});

async function requireCategories(tx: Transaction, store: Firestore, tenantId: string, ids: string[]) {
  const snapshots = await Promise.all(ids.map((id) => tx.get(store.doc(`tenants/${tenantId}/categories/${id}`))));
  const missing = ids.filter((_, index) => !snapshots[index]?.exists);
  if (missing.length) throw refuse('invalid-argument', `存在しないユーザーカテゴリです: ${missing.join(', ')}`);
}

async function activeTenant(tx: Transaction, store: Firestore, tenantId: string) {
  const snapshot = await tx.get(store.doc(`tenants/${tenantId}`));
  return { id: tenantId, name: String(snapshot.get('name')), status: String(snapshot.get('status')) };
}

/** The tenant's other active admins; the last one may not be demoted or disabled. */
async function otherActiveAdmins(tx: Transaction, store: Firestore, tenantId: string, uid: string) {
  const admins = await tx.get(
    store.collection(`tenants/${tenantId}/users`).where('isTenantAdmin', '==', true).where('status', '==', 'active'),
  );
  return admins.docs.filter((doc) => doc.id !== uid).length;
}

const LAST_ADMIN = 'テナントの最後の管理者は、管理者から外したり無効にしたりできません。';

export const createTenantUserInput = z.strictObject({
  requestId,
  tenantId: docId,
  name: personName,
  email,
  isTenantAdmin: z.boolean(),
  categoryIds,
});

/** Tenant admin: registers a user (reusing their Auth account by e-mail); they sign in by e-mail link. */
export const createTenantUser = callable('createTenantUser', createTenantUserInput, async (input, caller) => {
  await requireTenantAdmin(db(), caller, input.tenantId);
  return onceForRequest(db(), caller.uid, input.requestId, 'createTenantUser', async () => {
    await consumeRateLimit(db(), caller.uid, INVITE_LIMIT);
    const user = await ensureAuthUser(getAuth(adminApp()), input.email, input.name);
    await db().runTransaction(async (tx) => {
      const existing = await tx.get(db().doc(`tenants/${input.tenantId}/users/${user.uid}`));
      if (existing.exists) throw refuse('already-exists', 'このメールアドレスのユーザーはすでに登録されています。');
      await requireCategories(tx, db(), input.tenantId, input.categoryIds);
      const tenant = await activeTenant(tx, db(), input.tenantId);
      writeTenantUser(tx, db(), tenant, user.uid, input, Timestamp.now());
    });
    return { uid: user.uid };
  });
});

export const updateTenantUserInput = z
  .strictObject({
    requestId,
    tenantId: docId,
    uid: docId,
    name: personName.optional(),
    categoryIds: categoryIds.optional(),
    isTenantAdmin: z.boolean().optional(),
  })
  .refine((input) => input.name !== undefined || input.categoryIds !== undefined || input.isTenantAdmin !== undefined, {
    message: '変更する項目を指定してください。',
  });

/** Tenant admin: name, categories and the admin flag; the membership follows the flag. */
export const updateTenantUser = callable('updateTenantUser', updateTenantUserInput, async (input, caller) => {
  await requireTenantAdmin(db(), caller, input.tenantId);
  await db().runTransaction(async (tx) => {
    const userRef = db().doc(`tenants/${input.tenantId}/users/${input.uid}`);
    const membershipRef = db().doc(`userPermissions/${input.uid}/tenants/${input.tenantId}`);
    const [user, membership] = await Promise.all([tx.get(userRef), tx.get(membershipRef)]);
    if (!user.exists) throw refuse('not-found', '指定されたユーザーが見つかりません。');
    if (input.categoryIds) await requireCategories(tx, db(), input.tenantId, input.categoryIds);
    const demoting = input.isTenantAdmin === false && user.get('isTenantAdmin') === true;
    if (demoting && user.get('status') === 'active' && (await otherActiveAdmins(tx, db(), input.tenantId, input.uid)) === 0) {
      throw refuse('failed-precondition', LAST_ADMIN);
    }
    const changes = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.categoryIds !== undefined && { categoryIds: input.categoryIds }),
      ...(input.isTenantAdmin !== undefined && { isTenantAdmin: input.isTenantAdmin }),
    };
    tx.update(userRef, { ...changes, updatedAt: Timestamp.now() });
    if (membership.exists && input.isTenantAdmin !== undefined) tx.update(membershipRef, { isTenantAdmin: input.isTenantAdmin });
  });
  return { uid: input.uid };
});

export const setTenantUserStatusInput = z.strictObject({
  requestId,
  tenantId: docId,
  uid: docId,
  status: z.enum(['active', 'disabled']),
});

/**
 * Tenant admin: disabling removes the membership (access ends at once: rules read it on every
 * request) and marks the user; enabling restores the membership from the user document.
 */
export const setTenantUserStatus = callable('setTenantUserStatus', setTenantUserStatusInput, async (input, caller) => {
  await requireTenantAdmin(db(), caller, input.tenantId);
  await db().runTransaction(async (tx) => {
    const userRef = db().doc(`tenants/${input.tenantId}/users/${input.uid}`);
    const membershipRef = db().doc(`userPermissions/${input.uid}/tenants/${input.tenantId}`);
    const user = await tx.get(userRef);
    if (!user.exists) throw refuse('not-found', '指定されたユーザーが見つかりません。');
    const now = Timestamp.now();
    if (input.status === 'disabled') {
      if (user.get('isTenantAdmin') === true && (await otherActiveAdmins(tx, db(), input.tenantId, input.uid)) === 0) {
        throw refuse('failed-precondition', LAST_ADMIN);
      }
      tx.update(userRef, { status: 'disabled', updatedAt: now });
      tx.delete(membershipRef);
      return;
    }
    const tenant = await activeTenant(tx, db(), input.tenantId);
    tx.update(userRef, { status: 'active', updatedAt: now });
    tx.set(membershipRef, {
      id: tenant.id,
      name: tenant.name,
      isTenantAdmin: user.get('isTenantAdmin') === true,
      tenantStatus: tenant.status,
      createdAt: user.get('createdAt') ?? now,
    });
  });
  return { uid: input.uid, status: input.status };
});
