import { mutation } from '@madoguchi/shared/api';

// The callables this feature calls, typed by their contracts (shared/src/contracts/callables).

export const setPatchNoteFixes = mutation('setPatchNoteFixes');
export const updatePublishedPatchNote = mutation('updatePublishedPatchNote');
export const publishPatchNote = mutation('publishPatchNote');
export const schedulePatchNote = mutation('schedulePatchNote');
export const unpublishPatchNote = mutation('unpublishPatchNote');
