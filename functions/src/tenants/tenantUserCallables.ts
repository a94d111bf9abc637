import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { adminApp } from '../admin';
import { callable } from '../platform/callable';
import { requireTenantAdmin } from '../platform/caller';
import { refuse } from '../platform/errors';
import { docId, email, personName, requestId } from '../platform/input';
import { consumeRateLimit, type RateLimit } from '../platform/rateLimit';
import { onceForRequest } from '../platform/requestOnce';
import { changeTenantUser, registerTenantUser, setTenantUserActive, USER_NOT_FOUND } from './tenantUsers';

const db = () => getFirestore(adminApp());

/** Invitations per tenant admin: generous for real work, a stop for a runaway script. */
export const INVITE_LIMIT: RateLimit = { action: 'invite', max: 60, windowMs: 10 * 60 * 1000 };

const categoryIds = z.array(docId).max(20).refine((ids) => new Set(ids).size === ids.length, {
  message: '同じカテゴリが重複しています。',
});

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
    const { requestId: _requestId, tenantId, ...user } = input;
    return registerTenantUser(db(), getAuth(adminApp()), tenantId, user);
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
  const { requestId: _requestId, tenantId, uid, ...changes } = input;
  await changeTenantUser(db(), tenantId, uid, changes);
  return { uid };
});

export const setTenantUserStatusInput = z.strictObject({
  requestId,
  tenantId: docId,
  uid: docId,
  status: z.enum(['active', 'disabled']),
});

/** Tenant admin: disables (access ends at once) or enables a user of the tenant. */
export const setTenantUserStatus = callable('setTenantUserStatus', setTenantUserStatusInput, async (input, caller) => {
  await requireTenantAdmin(db(), caller, input.tenantId);
  await setTenantUserActive(db(), input.tenantId, input.uid, input.status === 'active');
  return { uid: input.uid, status: input.status };
});

export const getTenantUserSignInInput = z.strictObject({ tenantId: docId, uid: docId });

/**
 * Tenant admin: when a user of the tenant last signed in. Only Auth knows it, and the client SDK
 * cannot read another user's account, so the server looks it up.
 */
export const getTenantUserSignIn = callable('getTenantUserSignIn', getTenantUserSignInInput, async (input, caller) => {
  await requireTenantAdmin(db(), caller, input.tenantId);
  // The account must belong to this tenant: an admin may not probe other tenants' users by uid.
  if (!(await db().doc(`tenants/${input.tenantId}/users/${input.uid}`).get()).exists) {
    throw refuse('not-found', USER_NOT_FOUND);
  }
  // Production leaves the time empty until the first sign-in; the Auth emulator records one when the
  // account is made, so locally a never-signed-in user shows their registration time.
  const { lastSignInTime } = (await getAuth(adminApp()).getUser(input.uid)).metadata;
  return { lastSignInAt: lastSignInTime ? new Date(lastSignInTime).toISOString() : null };
});
