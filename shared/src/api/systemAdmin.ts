import type {
  AddSystemUserRequest,
  CreateTenantRequest,
  CreateTenantResult,
  RemoveSystemUserRequest,
  RenameTenantRequest,
  RenameTenantResult,
  SetTenantStatusRequest,
  SetTenantStatusResult,
  SystemUserResult,
} from '../contracts/callables';
import { mutation } from './mutation';

export const createTenant = mutation<CreateTenantRequest, CreateTenantResult>('createTenant');
export const renameTenant = mutation<RenameTenantRequest, RenameTenantResult>('renameTenant');
export const setTenantStatus = mutation<SetTenantStatusRequest, SetTenantStatusResult>('setTenantStatus');
export const addSystemUser = mutation<AddSystemUserRequest, SystemUserResult>('addSystemUser');
export const removeSystemUser = mutation<RemoveSystemUserRequest, SystemUserResult>('removeSystemUser');
