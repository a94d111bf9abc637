import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { getFirestore } from 'firebase-admin/firestore';
import type { Access, CallableContract, InputOf, ResultOf } from '@madoguchi/shared/contracts';
import { adminApp } from '../admin';
import { requireCaller, requireMember, requireSystemAdmin, requireTenantAdmin, type Caller } from './caller';
import { errorMessages, refuse } from './errors';
import { parseInput, tenantIdOf } from './input';

export type { Access };

/** What the access check learnt: for member calls, whether the caller is the tenant's admin. */
export interface Grant {
  isTenantAdmin: boolean;
}

/** Each callable's access, by name: the guard tests read it, so none is left out. */
export const callableAccess = new Map<string, Access>();

async function grantFor(access: Access, caller: Caller, data: unknown): Promise<Grant> {
  const db = getFirestore(adminApp());
  if (access === 'signedIn') return { isTenantAdmin: false };
  if (access === 'systemAdmin') {
    await requireSystemAdmin(db, caller);
    return { isTenantAdmin: false };
  }
  // Read leniently: a tenant id that is not one cannot name a tenant the caller belongs to.
  const tenantId = tenantIdOf(data);
  if (!tenantId) throw refuse('permission-denied', errorMessages.permissionDenied);
  if (access === 'tenantAdmin') {
    await requireTenantAdmin(db, caller, tenantId);
    return { isTenantAdmin: true };
  }
  const grant = await requireMember(db, caller, tenantId);
  if (access === 'memberAdmin' && !grant.isTenantAdmin) throw refuse('permission-denied', errorMessages.permissionDenied);
  return grant;
}

/**
 * Implements a contract of '@madoguchi/shared/contracts' with the checks every callable needs, in this
 * order: a signed-in, verified caller; the role the contract names (for the tenant the input names);
 * only then the input, strictly validated with the contract's schema. So a caller without the role
 * learns nothing of the input's shape. Unexpected failures are logged (without the input, which may
 * hold personal data) and answered with a generic message. `options` adds what one callable needs,
 * such as its secrets.
 */
export function implement<Contract extends CallableContract>(
  contract: Contract,
  handler: (input: InputOf<Contract>, caller: Caller, grant: Grant) => Promise<ResultOf<Contract>>,
  options: CallableOptions = {},
) {
  const { name, access, request: schema } = contract;
  callableAccess.set(name, access);
  return onCall(options, async (request: CallableRequest<unknown>) => {
    const caller = requireCaller(request);
    const grant = await grantFor(access, caller, request.data);
    const input = parseInput(schema, request.data) as InputOf<Contract>;
    try {
      return await handler(input, caller, grant);
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error(`${name} failed`, { uid: caller.uid, error: error instanceof Error ? error.stack : String(error) });
      throw new HttpsError('internal', errorMessages.unexpected);
    }
  });
}
