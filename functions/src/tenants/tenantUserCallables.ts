import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { adminApp } from '../admin';
import { callable } from '../platform/callable';
import { docId, email, personName, requestId } from '../platform/input';
import { consumeRateLimit, RATE_LIMITS } from '../platform/rateLimit';
import { onceForRequest } from '../platform/requestOnce';
import { nameReading } from './nameReading';
import { changeTenantUser, registerTenantUser, setTenantUserActive } from './tenantUsers';

const db = () => getFirestore(adminApp());

const categoryIds = z.array(docId).max(20).refine((ids) => new Set(ids).size === ids.length, {
  message: '同じカテゴリが重複しています。',
});

export const createTenantUserInput = z.strictObject({
  requestId,
  tenantId: docId,
  name: personName,
  /** フリガナ; absent or '' when none. */
  nameReading: nameReading.optional(),
  email,
  isTenantAdmin: z.boolean(),
  categoryIds,
});

/** Tenant admin: registers a user (reusing their Auth account by e-mail); they sign in by e-mail link. */
export const createTenantUser = callable('createTenantUser', 'tenantAdmin', createTenantUserInput, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'createTenantUser', async () => {
    await consumeRateLimit(db(), caller.uid, RATE_LIMITS.invite);
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
    /** '' removes the reading. */
    nameReading: nameReading.optional(),
    categoryIds: categoryIds.optional(),
    isTenantAdmin: z.boolean().optional(),
  })
  .refine((input) => [input.name, input.nameReading, input.categoryIds, input.isTenantAdmin].some((value) => value !== undefined), {
    message: '変更する項目を指定してください。',
  });

/** Tenant admin: name, フリガナ, categories and the admin flag; the membership follows the flag. */
export const updateTenantUser = callable('updateTenantUser', 'tenantAdmin', updateTenantUserInput, async (input) => {
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
export const setTenantUserStatus = callable('setTenantUserStatus', 'tenantAdmin', setTenantUserStatusInput, async (input) => {
  await setTenantUserActive(db(), input.tenantId, input.uid, input.status === 'active');
  return { uid: input.uid, status: input.status };
});
