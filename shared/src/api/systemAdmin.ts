import type {
  CloseSupportRequestRequest,
  PatchNoteStateResult,
  PublishPatchNoteRequest,
  ReplySupportRequestRequest,
  SchedulePatchNoteRequest,
  SupportRequestResult,
  UnpublishPatchNoteRequest,
  UpdatePublishedPatchNoteRequest,
} from '../contracts/callables';
import { mutation as legacyMutation } from './mutation';
import { mutation } from './call';

export const createTenant = mutation('createTenant');
export const renameTenant = mutation('renameTenant');
export const setTenantStatus = mutation('setTenantStatus');
export const addSystemUser = mutation('addSystemUser');
export const removeSystemUser = mutation('removeSystemUser');
export const publishPatchNote = legacyMutation<PublishPatchNoteRequest, PatchNoteStateResult>('publishPatchNote');
export const schedulePatchNote = legacyMutation<SchedulePatchNoteRequest, PatchNoteStateResult>('schedulePatchNote');
export const unpublishPatchNote = legacyMutation<UnpublishPatchNoteRequest, PatchNoteStateResult>('unpublishPatchNote');
export const updatePublishedPatchNote = legacyMutation<UpdatePublishedPatchNoteRequest, PatchNoteStateResult>('updatePublishedPatchNote');
export const replySupportRequest = legacyMutation<ReplySupportRequestRequest, SupportRequestResult>('replySupportRequest');
export const closeSupportRequest = legacyMutation<CloseSupportRequestRequest, SupportRequestResult>('closeSupportRequest');
