import { mutation } from './call';

export const createTenant = mutation('createTenant');
export const renameTenant = mutation('renameTenant');
export const setTenantStatus = mutation('setTenantStatus');
export const addSystemUser = mutation('addSystemUser');
export const removeSystemUser = mutation('removeSystemUser');
export const publishPatchNote = mutation('publishPatchNote');
export const schedulePatchNote = mutation('schedulePatchNote');
export const unpublishPatchNote = mutation('unpublishPatchNote');
export const updatePublishedPatchNote = mutation('updatePublishedPatchNote');
export const setPatchNoteFixes = mutation('setPatchNoteFixes');
export const replySupportRequest = mutation('replySupportRequest');
export const closeSupportRequest = mutation('closeSupportRequest');
