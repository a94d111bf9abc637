import type {
  CreateTenantUserRequest,
  ImportTenantUsersRequest,
  ImportTenantUsersResult,
  SetTenantUserStatusRequest,
  TenantUserResult,
  UpdateTenantUserRequest,
} from '../contracts/callables';
import { mutation as legacyMutation } from './mutation';
import { mutation } from './call';

export const createTenantUser = legacyMutation<CreateTenantUserRequest, TenantUserResult>('createTenantUser');
export const updateTenantUser = legacyMutation<UpdateTenantUserRequest, TenantUserResult>('updateTenantUser');
export const setTenantUserStatus = legacyMutation<SetTenantUserStatusRequest, TenantUserResult>('setTenantUserStatus');
export const createCategory = mutation('createCategory');
export const updateCategory = mutation('updateCategory');
export const deleteCategory = mutation('deleteCategory');
export const importTenantUsers = legacyMutation<ImportTenantUsersRequest, ImportTenantUsersResult>('importTenantUsers');
export const sendSupportRequest = mutation('sendSupportRequest');
