import * as z from 'zod/mini';
import { TENANT_STATUSES } from './tenant';
import { count, flag, moment, oneOf, optional, text } from './storedFields';

// userPermissions/{uid}/tenants/{tenantId}: a person's access to one tenant, written by the server only
// (registration, the admin flag, disabling, renames and suspensions of the tenant). Its owner lists
// them at login; the rules read it on every tenant request.

export const membershipDocument = z.object({
  /** The tenant's id, again, for the login flow's list. */
  id: text,
  /** The tenant's name, copied (renameTenant follows it). */
  name: text,
  isTenantAdmin: flag,
  /** The tenant's status, copied (setTenantStatus follows it); anything but active reads as suspended. */
  tenantStatus: oneOf(TENANT_STATUSES, 'suspended'),
  createdAt: moment,
  /** Sign-ins before this time (ms) do not count: set when an account was reset before its access was granted. */
  tokensValidAfter: optional(count),
});

export type MembershipDocument = z.output<typeof membershipDocument>;
