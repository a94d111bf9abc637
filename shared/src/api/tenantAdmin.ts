import type {
  CategoryResult,
  CreateCategoryRequest,
  CreateTenantUserRequest,
  DeleteCategoryRequest,
  ImportTenantUsersRequest,
  ImportTenantUsersResult,
  UpdateCategoryRequest,
  SetTenantUserStatusRequest,
  TenantUserResult,
  SendSupportRequestRequest,
  SendSupportRequestResult,
  UpdateTenantUserRequest,
} from '../contracts/callables';
import { mutation } from './mutation';

export const createTenantUser = mutation<CreateTenantUserRequest, TenantUserResult>('createTenantUser');
export const updateTenantUser = mutation<UpdateTenantUserRequest, TenantUserResult>('updateTenantUser');
export const setTenantUserStatus = mutation<SetTenantUserStatusRequest, TenantUserResult>('setTenantUserStatus');
export const createCategory = mutation<CreateCategoryRequest, CategoryResult>('createCategory');
export const updateCategory = mutation<UpdateCategoryRequest, CategoryResult>('updateCategory');
export const deleteCategory = mutation<DeleteCategoryRequest, CategoryResult & { moved: number; faqsDrafted: number }>('deleteCategory');
export const importTenantUsers = mutation<ImportTenantUsersRequest, ImportTenantUsersResult>('importTenantUsers');
export const sendSupportRequest = mutation<SendSupportRequestRequest, SendSupportRequestResult>('sendSupportRequest');
