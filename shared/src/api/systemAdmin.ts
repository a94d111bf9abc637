import type {
  AddSystemUserRequest,
  CloseSupportRequestRequest,
  CreateTenantRequest,
  CreateTenantResult,
  PatchNoteStateResult,
  PublishPatchNoteRequest,
  RemoveSystemUserRequest,
  RenameTenantRequest,
  RenameTenantResult,
  ReplySupportRequestRequest,
  SchedulePatchNoteRequest,
  SetTenantStatusRequest,
  SetTenantStatusResult,
  SupportRequestResult,
  SystemUserResult,
  UnpublishPatchNoteRequest,
  UpdatePublishedPatchNoteRequest,
} from '../contracts/callables';
import { mutation } from './mutation';

export const createTenant = mutation<CreateTenantRequest, CreateTenantResult>('createTenant');
export const renameTenant = mutation<RenameTenantRequest, RenameTenantResult>('renameTenant');
export const setTenantStatus = mutation<SetTenantStatusRequest, SetTenantStatusResult>('setTenantStatus');
export const addSystemUser = mutation<AddSystemUserRequest, SystemUserResult>('addSystemUser');
export const removeSystemUser = mutation<RemoveSystemUserRequest, SystemUserResult>('removeSystemUser');
export const publishPatchNote = mutation<PublishPatchNoteRequest, PatchNoteStateResult>('publishPatchNote');
export const schedulePatchNote = mutation<SchedulePatchNoteRequest, PatchNoteStateResult>('schedulePatchNote');
export const unpublishPatchNote = mutation<UnpublishPatchNoteRequest, PatchNoteStateResult>('unpublishPatchNote');
export const updatePublishedPatchNote = mutation<UpdatePublishedPatchNoteRequest, PatchNoteStateResult>('updatePublishedPatchNote');
export const replySupportRequest = mutation<ReplySupportRequestRequest, SupportRequestResult>('replySupportRequest');
export const closeSupportRequest = mutation<CloseSupportRequestRequest, SupportRequestResult>('closeSupportRequest');
