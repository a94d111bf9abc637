import * as z from 'zod/mini';
import type { TenantStatus } from '../callables/tenants';
import { moment, oneOf, text, textOrNull } from './storedFields';

// tenants/{tenantId}: a customer company, written by the system admins' callables (createTenant,
// renameTenant, setTenantStatus); its members read it, the system admins list them.

export const TENANT_STATUSES = ['active', 'suspended'] as const satisfies readonly TenantStatus[];

export const tenantDocument = z.object({
  name: text,
  /** Anything but active reads as suspended, as the rules see it. */
  status: oneOf(TENANT_STATUSES, 'suspended'),
  createdAt: moment,
  updatedAt: moment,
  /** The system admin who created it; null for those set up outside the app (the seed). */
  createdBy: textOrNull,
});

export type TenantDocument = z.output<typeof tenantDocument>;
