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
import { mutation as legacyMutation } from './mutation';
import { mutation } from './call';

export const createTenant = legacyMutation<CreateTenantRequest, CreateTenantResult>('createTenant');
export const renameTenant = legacyMutation<RenameTenantRequest, RenameTenantResult>('renameTenant');
export const setTenantStatus = legacyMutation<SetTenantStatusRequest, SetTenantStatusResult>('setTenantStatus');
export const addSystemUser = legacyMutation<AddSystemUserRequest, SystemUserResult>('addSystemUser');
export const removeSystemUser = legacyMutation<RemoveSystemUserRequest, SystemUserResult>('removeSystemUser');
export const publishPatchNote = mutation('publishPatchNote');
export const schedulePatchNote = mutation('schedulePatchNote');
export const unpublishPatchNote = mutation('unpublishPatchNote');
export const updatePublishedPatchNote = mutation('updatePublishedPatchNote');
export const replySupportRequest = mutation('replySupportRequest');
export const closeSupportRequest = mutation('closeSupportRequest');
