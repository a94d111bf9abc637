import { mutation } from '@madoguchi/shared/api';

// The callables this feature calls, typed by their contracts (shared/src/contracts/callables).

export const createTenantUser = mutation('createTenantUser');
export const updateTenantUser = mutation('updateTenantUser');
export const setTenantUserStatus = mutation('setTenantUserStatus');
export const importTenantUsers = mutation('importTenantUsers');
