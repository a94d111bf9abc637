import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as contracts from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { implement } from '../platform/callable';
import { consumeRateLimit, RATE_LIMITS } from '../platform/rateLimit';
import { onceForRequest } from '../platform/requestOnce';
import { changeTenantUser, registerTenantUser, setTenantUserActive } from './tenantUsers';

const db = () => getFirestore(adminApp());

/** Tenant admin: registers a user (reusing their Auth account by e-mail); they sign in by e-mail link. */
export const createTenantUser = implement(contracts.createTenantUser, async (input, caller) => {
  return onceForRequest(db(), caller.uid, input.requestId, 'createTenantUser', async () => {
    await consumeRateLimit(db(), { uid: caller.uid, tenantId: input.tenantId }, RATE_LIMITS.invite);
    const { requestId: _requestId, tenantId, ...user } = input;
    return registerTenantUser(db(), getAuth(adminApp()), tenantId, user);
  });
});

/** Tenant admin: name, フリガナ, categories and the admin flag; the membership follows the flag. */
export const updateTenantUser = implement(contracts.updateTenantUser, async (input) => {
  const { requestId: _requestId, tenantId, uid, ...changes } = input;
  await changeTenantUser(db(), tenantId, uid, changes);
  return { uid };
});

/** Tenant admin: disables (access ends at once) or enables a user of the tenant. */
export const setTenantUserStatus = implement(contracts.setTenantUserStatus, async (input) => {
  await setTenantUserActive(db(), input.tenantId, input.uid, input.status === 'active');
  return { uid: input.uid, status: input.status };
});
