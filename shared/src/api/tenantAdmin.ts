import type {
  CreateTenantUserRequest,
  SetTenantUserStatusRequest,
  TenantUserResult,
  UpdateTenantUserRequest,
} from '../contracts/callables';
import { mutation } from './mutation';

export const createTenantUser = mutation<CreateTenantUserRequest, TenantUserResult>('createTenantUser');
export const updateTenantUser = mutation<UpdateTenantUserRequest, TenantUserResult>('updateTenantUser');
export const setTenantUserStatus = mutation<SetTenantUserStatusRequest, TenantUserResult>('setTenantUserStatus');
