import { mutation } from '@madoguchi/shared/api';

// The callables this feature calls, typed by their contracts (shared/src/contracts/callables).

export const createCategory = mutation('createCategory');
export const updateCategory = mutation('updateCategory');
export const deleteCategory = mutation('deleteCategory');
