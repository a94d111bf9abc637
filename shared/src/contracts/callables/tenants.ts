import * as z from 'zod/mini';
import { defineCallable } from '../callable';
import { docId, email, personName, requestId, singleLine } from '../fields';

export const TENANT_NAME_MAX = 100;

/** The fields the tenant dialogs edit. */
export const tenantFields = z.strictObject({ name: singleLine('テナント名', TENANT_NAME_MAX) });
const { name } = tenantFields.shape;

/** The first tenant admin of a new tenant, who then signs in by e-mail link. */
export const personFields = z.strictObject({ name: personName, email });

export type TenantStatus = 'active' | 'suspended';

export interface CreateTenantResult {
  tenantId: string;
  adminUid: string;
}
export interface RenameTenantResult {
  tenantId: string;
  name: string;
}
export interface SetTenantStatusResult {
  tenantId: string;
  status: TenantStatus;
}

/** System admin: a new tenant with its first tenant admin. */
export const createTenant = defineCallable<CreateTenantResult>()(
  'createTenant',
  'systemAdmin',
  z.strictObject({ requestId, name, admin: personFields }),
);

/** System admin: renames a tenant; the name copied into each membership follows. */
export const renameTenant = defineCallable<RenameTenantResult>()(
  'renameTenant',
  'systemAdmin',
  z.strictObject({ requestId, tenantId: docId, name }),
);

/** System admin: suspends or resumes a tenant; rules then refuse its members, and so does login. */
export const setTenantStatus = defineCallable<SetTenantStatusResult>()(
  'setTenantStatus',
  'systemAdmin',
  z.strictObject({
    requestId,
    tenantId: docId,
    status: z.enum(['active', 'suspended'] satisfies TenantStatus[], { error: 'status は active か suspended で指定してください。' }),
  }),
);
