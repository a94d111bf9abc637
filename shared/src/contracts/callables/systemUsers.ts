import * as z from 'zod/mini';
import { defineCallable } from '../callable';
import { docId, requestId } from '../fields';
import { personFields } from './tenants';

export interface SystemUserResult {
  uid: string;
}

/** System admin: grants the systemAdmin claim by e-mail and lists the user in systemUsers. */
export const addSystemUser = defineCallable<SystemUserResult>()(
  'addSystemUser',
  'systemAdmin',
  z.strictObject({ requestId, ...personFields.shape }),
);

/** System admin: removes another system admin (never oneself, never the last one). */
export const removeSystemUser = defineCallable<SystemUserResult>()('removeSystemUser', 'systemAdmin', z.strictObject({ requestId, uid: docId }));
